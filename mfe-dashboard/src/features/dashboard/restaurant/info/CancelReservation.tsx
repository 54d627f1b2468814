import { Button } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { ConfirmDialog } from '@stol/ui/confirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayCancelMutation } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';
import { toastError as notifyError, toastSuccess as notifySuccess } from '../list/toast-away';
import { useGuestName } from '../list/use-guest-name';

/**
 * Cancel a reservation (PATCH {status: 'cancelled'}, issue 22 §2; admins and managers): asked once more, naming
 * the guest and time. The booking stays in the history, the table is freed and the guest is told by the server.
 */
export function CancelReservation({
  reservation,
  onCancelled,
}: {
  reservation: TReservationListItem;
  onCancelled: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const [cancel, { isLoading }] = useDayCancelMutation();
  const [asking, setAsking] = useState(false);
  const name = guestName(reservation);
  const confirm = async () => {
    try {
      await cancel(reservation.id).unwrap();
      notifySuccess(t('dayView.info.cancelled', { name }));
      setAsking(false);
      onCancelled();
    } catch (error) {
      setAsking(false);
      notifyError(actionErrorMessage(error, t('dayView.errors.cancel')));
    }
  };
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setAsking(true)}>
        {t('dayView.info.cancel')}
      </Button>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
        loading={isLoading}
        labels={{
          title: t('dayView.info.cancelTitle'),
          message: t('dayView.info.cancelText', {
            name,
            time: formatZagreb(reservation.date, 'dd.MM. HH:mm'),
            count: reservation.partySize,
          }),
          cancel: t('dayView.info.keep'),
          confirm: t('dayView.info.cancelConfirm'),
          close: t('info.close'),
        }}
      />
    </>
  );
}
