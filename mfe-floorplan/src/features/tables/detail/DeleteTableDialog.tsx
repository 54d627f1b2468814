import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TBlockingReservation, TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useFullScreenModal } from '../shared/use-full-screen-modal';
import { BlockingReservations, blockingReservations } from './BlockingReservations';

/** The word to type, in every language (the same confirmation as deleting a reservation, staff spec §5). */
export const DELETE_CONFIRMATION_WORD = 'Delete';

/**
 * Superadmin and managers: deletes the table after a typed confirmation. A 409 TABLE_HAS_RESERVATIONS keeps the
 * dialog open with the reservations in the way. Not undoable (see history.ts).
 */
export function DeleteTableDialog({
  table,
  onClose,
  onDeleted,
}: {
  table: TTable;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fullScreen = useFullScreenModal();
  const [typed, setTyped] = useState('');
  const [blocked, setBlocked] = useState<{ message: string; reservations: TBlockingReservation[] } | null>(
    null,
  );
  const [deleteTable, { isLoading }] = useDeleteTableMutation();

  const confirm = async () => {
    setBlocked(null);
    try {
      await deleteTable({ id: table.id, restaurantId: table.restaurantId }).unwrap();
      notifySuccess(t('delete.deleted', { number: table.number }));
      onDeleted();
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('errors.delete'));
      const reservations = blockingReservations(error);
      if (reservations) setBlocked({ message, reservations });
      else notifyError(message);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('delete.title', { number: table.number })}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">{t('delete.instruction')}</Text>
        <TextInput
          label={t('delete.input')}
          value={typed}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {blocked ? <BlockingReservations {...blocked} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red.9"
            disabled={typed !== DELETE_CONFIRMATION_WORD}
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
