import type { TBlockingReservation, TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { TypedDeleteConfirm } from '@stol/ui/confirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useFullScreenModal } from '../shared/use-full-screen-modal';
import { BlockingReservations, blockingReservations } from './BlockingReservations';

/**
 * Superadmin and managers: deletes the table after a typed confirmation (the same one as deleting a
 * reservation, staff spec §5). A 409 TABLE_HAS_RESERVATIONS keeps the dialog open with the reservations in the
 * way. Not undoable (see history.ts).
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
    <TypedDeleteConfirm
      opened
      onClose={onClose}
      onConfirm={() => void confirm()}
      loading={isLoading}
      fullScreen={fullScreen}
      labels={{
        title: t('delete.title', { number: table.number }),
        instruction: t('delete.instruction'),
        input: t('delete.input'),
        cancel: t('cancel'),
        confirm: t('delete.confirm'),
        close: t('close'),
      }}
    >
      {blocked ? <BlockingReservations {...blocked} /> : null}
    </TypedDeleteConfirm>
  );
}
