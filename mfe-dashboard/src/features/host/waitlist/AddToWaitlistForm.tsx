import { Alert, Button, Group } from '@mantine/core';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostWaitlistAddMutation } from '../../../api/host-api';
import { useControlSize } from '../control-size';
import { NAMESPACE } from '../../../i18n/translations';
import { isValidPartySize, NameAndPhoneInputs, PartySizeInput } from '../party/PartyFields';

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
    if (!name.trim() || !phone.trim() || party.trim() === '')
      return setFailure(t('host.waitlist.errors.allFields'));
    if (!isValidPartySize(party)) return setFailure(t('host.waitlist.errors.partySize'));
    const partySize = Number(party);
    if (restaurantId === null) return setFailure(t('host.waitlist.errors.restaurantNotSet'));
    setFailure(null);
    try {
      await add({ restaurantId, name: name.trim(), phone: phone.trim(), partySize }).unwrap();
      notifySuccess(t('host.waitlist.toasts.added', { name: name.trim() }));
      setName('');
      setPhone('');
      setParty('');
    } catch (error) {
      const text = actionErrorMessage(error, t('host.waitlist.errors.add'));
      setFailure(text);
      notifyError(text);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NameAndPhoneInputs name={name} phone={phone} onName={setName} onPhone={setPhone} />
        <PartySizeInput value={party} onChange={setParty} flex="1 1 6rem" />
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
