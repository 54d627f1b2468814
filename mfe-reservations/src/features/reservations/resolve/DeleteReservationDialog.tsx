import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { TypedDeleteConfirm } from '@stol/ui/confirm';
import { useTranslation } from 'react-i18next';
import { useDeleteReservationFromListMutation } from '../../../api/reservations-api';
import { NAMESPACE } from '../../../i18n/translations';

interface DeleteReservationDialogProps {
  reservationId: number;
  /** Guest and time, after the reservation's number in the title. */
  label: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Delete reservation {id}? (guest, time)' (staff spec §8, guest spec §8.2: the prompt names the reservation's
 * number; the guest follows so the host sees whom) with a typed confirmation; toasts per guest spec §8.2.
 */
export function DeleteReservationDialog({
  reservationId,
  label,
  opened,
  onClose,
}: DeleteReservationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [deleteReservation, { isLoading }] = useDeleteReservationFromListMutation();

  const confirm = async () => {
    try {
      await deleteReservation(reservationId).unwrap();
      notifySuccess(t('deleteDialog.deleted'));
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, t('deleteDialog.failed')));
    }
  };

  return (
    <TypedDeleteConfirm
      opened={opened}
      onClose={onClose}
      onConfirm={() => void confirm()}
      loading={isLoading}
      centered
      labels={{
        title: t('deleteDialog.title', { id: reservationId, label }),
        instruction: t('deleteDialog.instruction'),
        input: t('deleteDialog.input'),
        cancel: t('deleteDialog.cancel'),
        confirm: t('deleteDialog.confirm'),
        close: t('deleteDialog.close'),
      }}
    />
  );
}
