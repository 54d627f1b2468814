import { Button, Group, Modal, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { useGuestName } from './use-guest-name';

/**
 * Asks before an early check-in (issue 19 §3): more than EARLY_CHECK_IN_WARNING_MIN before the start, the host
 * may have the wrong row. The server accepts from 2 hours before; this only makes the host look twice.
 */
export function EarlyCheckInDialog({
  reservation,
  now,
  onConfirm,
  onClose,
}: {
  reservation: TReservationListItem | null;
  now: number;
  onConfirm: (reservation: TReservationListItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const minutes = reservation ? Math.round((Date.parse(reservation.date) - now) / 60_000) : 0;
  return (
    <Modal
      opened={reservation !== null}
      onClose={onClose}
      title={t('day.earlyCheckIn.title')}
      closeButtonProps={{ 'aria-label': t('day.earlyCheckIn.close') }}
    >
      {reservation && (
        <Text size="sm">
          {t('day.earlyCheckIn.text', {
            name: guestName(reservation),
            time: formatZagreb(reservation.date, 'HH:mm'),
            minutes,
          })}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('day.earlyCheckIn.cancel')}
        </Button>
        <Button
          onClick={() => {
            if (reservation) onConfirm(reservation);
            onClose();
          }}
        >
          {t('day.earlyCheckIn.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
