import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReservationFromListMutation } from '../../../api/reservations-api';
import { NAMESPACE } from '../../../i18n/translations';

/** The word to type, in every language (staff spec §5: the text must be exactly Delete). */
export const DELETE_CONFIRMATION_WORD = 'Delete';

interface DeleteReservationDialogProps {
  reservationId: number;
  /** Guest and time, for the title (no internal ids in headings). */
  label: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Delete the reservation of {guest, time}?' with a typed confirmation; toasts per guest spec §8.2. */
export function DeleteReservationDialog({
  reservationId,
  label,
  opened,
  onClose,
}: DeleteReservationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [typed, setTyped] = useState('');
  const [deleteReservation, { isLoading }] = useDeleteReservationFromListMutation();

  const close = () => {
    setTyped('');
    onClose();
  };

  const confirm = async () => {
    try {
      await deleteReservation(reservationId).unwrap();
      notifySuccess(t('deleteDialog.deleted'));
      close();
    } catch (error) {
      notifyError(errorMessage(error, t('deleteDialog.failed')));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('deleteDialog.title', { label })}
      closeButtonProps={{ 'aria-label': t('deleteDialog.close') }}
      centered
    >
      <Stack>
        <Text size="sm">{t('deleteDialog.instruction')}</Text>
        <TextInput
          label={t('deleteDialog.input')}
          value={typed}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button
            // red.9: white text at 5.5:1 (on the default red.6 it would be 3.3:1).
            color="red.9"
            disabled={typed !== DELETE_CONFIRMATION_WORD}
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
