import { TextInput } from '@mantine/core';
import { HOST_PARTY_SIZE } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';

/** A whole party size within the host's limits (staff spec §5: 1–20), from what was typed. */
export function isValidPartySize(typed: string): boolean {
  const size = Number(typed);
  return (
    typed.trim() !== '' &&
    Number.isInteger(size) &&
    size >= HOST_PARTY_SIZE.min &&
    size <= HOST_PARTY_SIZE.max
  );
}

/** The party size field of the waitlist and walk-in forms: a number within the host's limits. */
export function PartySizeInput({
  value,
  onChange,
  flex,
}: {
  value: string;
  onChange: (value: string) => void;
  flex: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextInput
      label={t('host.partySize')}
      size={useControlSize()}
      type="number"
      inputMode="numeric"
      min={HOST_PARTY_SIZE.min}
      max={HOST_PARTY_SIZE.max}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex }}
    />
  );
}

/**
 * The guest's name and phone: required on the waitlist (the host calls them back), optional for a walk-in
 * (seated at once). Not remembered by the browser: a shared host screen must not suggest earlier guests.
 */
export function NameAndPhoneInputs({
  name,
  phone,
  onName,
  onPhone,
  optional = false,
}: {
  name: string;
  phone: string;
  onName: (value: string) => void;
  onPhone: (value: string) => void;
  optional?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const label = (key: 'host.name' | 'host.phone') => (optional ? `${t(key)} ${t('host.optional')}` : t(key));
  return (
    <>
      <TextInput
        label={label('host.name')}
        size={size}
        required={!optional}
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
        autoComplete="off"
        style={{ flex: '2 1 10rem' }}
      />
      <TextInput
        label={label('host.phone')}
        size={size}
        type="tel"
        required={!optional}
        value={phone}
        onChange={(e) => onPhone(e.currentTarget.value)}
        autoComplete="off"
        style={{ flex: '2 1 10rem' }}
      />
    </>
  );
}
