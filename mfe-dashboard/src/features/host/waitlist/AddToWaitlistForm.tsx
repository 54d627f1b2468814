import { Alert, Button, Group, TextInput } from '@mantine/core';
import { HOST_PARTY_SIZE } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostWaitlistAddMutation } from '../../../api/host-api';
import { useControlSize } from '../control-size';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * Add a party to the line (staff spec §5): name, phone and party size 1–20, all required ('All fields
 * required'); without a restaurant 'Restaurant not set'. The server checks the same and its text wins.
 */
export function AddToWaitlistForm({ restaurantId }: { restaurantId: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const [add, { isLoading }] = useHostWaitlistAddMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [party, setParty] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const partySize = Number(party);
    if (!name.trim() || !phone.trim() || party.trim() === '')
      return setFailure(t('host.waitlist.errors.allFields'));
    if (!Number.isInteger(partySize) || partySize < HOST_PARTY_SIZE.min || partySize > HOST_PARTY_SIZE.max)
      return setFailure(t('host.waitlist.errors.partySize'));
    if (restaurantId === null) return setFailure(t('host.waitlist.errors.restaurantNotSet'));
    setFailure(null);
    try {
      await add({ restaurantId, name: name.trim(), phone: phone.trim(), partySize }).unwrap();
      notifySuccess(t('host.waitlist.toasts.added', { name: name.trim() }));
      setName('');
      setPhone('');
      setParty('');
    } catch (error) {
      const text = errorMessage(error, t('host.waitlist.errors.add'));
      setFailure(text);
      notifyError(text);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('host.name')}
          size={size}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="off"
          style={{ flex: '2 1 10rem' }}
        />
        <TextInput
          label={t('host.phone')}
          size={size}
          type="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          autoComplete="off"
          style={{ flex: '2 1 10rem' }}
        />
        <TextInput
          label={t('host.partySize')}
          size={size}
          type="number"
          inputMode="numeric"
          min={HOST_PARTY_SIZE.min}
          max={HOST_PARTY_SIZE.max}
          required
          value={party}
          onChange={(e) => setParty(e.currentTarget.value)}
          style={{ flex: '1 1 6rem' }}
        />
        <Button type="submit" size={size} loading={isLoading}>
          {t('host.waitlist.add')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
    </form>
  );
}
