import type { TTable } from '@stol/contracts';
import { notifySuccess } from '@stol/ui';
import { TypedDeleteConfirm } from '@stol/ui/confirm';
import { useTranslation } from 'react-i18next';
import { useDeleteTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useBlockingAlert } from '../shared/use-blocking-alert';
import { useFullScreenModal } from '../shared/use-full-screen-modal';

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
  const blocking = useBlockingAlert();
  const [deleteTable, { isLoading }] = useDeleteTableMutation();

  const confirm = () =>
    blocking.run(async () => {
      await deleteTable({ id: table.id, restaurantId: table.restaurantId }).unwrap();
      notifySuccess(t('delete.deleted', { number: table.number }));
      onDeleted();
      onClose();
    }, t('errors.delete'));

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
      {blocking.alert}
    </TypedDeleteConfirm>
  );
}
