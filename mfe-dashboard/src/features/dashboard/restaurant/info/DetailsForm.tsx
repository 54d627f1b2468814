import { Alert, Button, Group, InputBase, Stack, TextInput } from '@mantine/core';
import {
  RESERVATION_NOTES_MAX,
  type TReservationDetailsPatchInput,
  type TReservationListItem,
} from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayUpdateDetailsMutation } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';
import { isValidPartySize } from '../../../host/party/PartyFields';
import { toastSuccess } from '../list/toast-away';

/**
 * Edit the guest's name, phone, email, party size and notes (PATCH /reservations/{id}, issue 22 §2; staff too).
 * Only changed fields are sent; the server normalises the phone (E.164) and checks the party against the tables'
 * seats, and its sentence is shown here when it refuses.
 */
export default function DetailsForm({
  reservation,
  onDone,
}: {
  reservation: TReservationListItem;
  onDone: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [update, { isLoading }] = useDayUpdateDetailsMutation();
  const [name, setName] = useState(reservation.name);
  const [phone, setPhone] = useState(reservation.phone);
  const [email, setEmail] = useState(reservation.email ?? '');
  const [guests, setGuests] = useState(String(reservation.partySize));
  const [notes, setNotes] = useState(reservation.notes ?? '');
  const [error, setError] = useState<string | null>(null);

  const patch: TReservationDetailsPatchInput = {};
  if (name.trim() !== reservation.name) patch.name = name.trim();
  if (phone.trim() !== reservation.phone) patch.phone = phone.trim();
  if (email.trim() !== (reservation.email ?? '')) patch.email = email.trim();
  if (guests !== String(reservation.partySize) && isValidPartySize(guests)) patch.guests = Number(guests);
  if (notes.trim() !== (reservation.notes ?? '').trim()) patch.notes = notes;
  const changed = Object.keys(patch).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setError(null);
    try {
      await update({ id: reservation.id, patch }).unwrap();
      toastSuccess(t('dayView.info.saved', { name: patch.name ?? reservation.name }));
      onDone();
    } catch (failure) {
      setError(actionErrorMessage(failure, t('dayView.errors.save')));
    }
  };

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(e) => void submit(e)}
      aria-label={t('dayView.info.editTitle')}
    >
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
      <TextInput
        label={t('info.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
        autoComplete="off"
        data-autofocus
      />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          label={t('info.phone')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          autoComplete="off"
        />
        <TextInput
          label={t('info.guests')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={guests}
          onChange={(e) => setGuests(e.currentTarget.value)}
          required
        />
      </Group>
      <TextInput
        label={t('info.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        autoComplete="off"
      />
      {/* InputBase as a textarea: Mantine's Textarea is not in the shared component set (it would grow every page). */}
      <InputBase
        component="textarea"
        multiline
        rows={3}
        label={t('dayView.info.notes')}
        description={t('dayView.info.notesHint', { count: notes.length, max: RESERVATION_NOTES_MAX })}
        value={notes}
        maxLength={RESERVATION_NOTES_MAX}
        onChange={(e: { currentTarget: { value: string } }) => setNotes(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('dayView.info.discard')}
        </Button>
        <Button type="submit" loading={isLoading} disabled={!changed}>
          {t('dayView.info.save')}
        </Button>
      </Group>
    </Stack>
  );
}
