import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { isLive } from '../day/occupancy';
import { statusKey } from '../list/row-text';
import type { TDayActions } from '../list/use-day-actions';
import { useGuestName } from '../list/use-guest-name';
import { GuestMessages } from './GuestMessages';

export interface TInfoTarget {
  /** The table the dialog is about (the clicked one, or the reservation's main table). */
  tableNumber: number;
  reservation: TReservationListItem | null;
}

/**
 * Staff spec §2: the reservation's info (name, phone, email, table, when, guests, attached tables, status), the
 * messages sent to the guest, and Clear (no-show while the guest has not checked in) for a stay under way.
 */
export function ReservationInfo({
  target,
  now,
  actions,
  onClose,
}: {
  target: TInfoTarget | null;
  now: number;
  actions: TDayActions;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const r = target?.reservation ?? null;
  const none = t('info.none_value');
  const underWay = r !== null && isLive(r) && Date.parse(r.date) <= now && now < Date.parse(r.endDate);
  const fields: [string, string][] = r
    ? [
        [t('info.name'), guestName(r)],
        [t('info.phone'), r.phone || none],
        [t('info.email'), r.email ?? none],
        [t('info.table'), String(r.table.number)],
        [t('info.when'), `${formatZagreb(r.date, 'dd.MM.yyyy. HH:mm')}–${formatZagreb(r.endDate, 'HH:mm')}`],
        [t('info.guests'), String(r.partySize)],
        [t('info.attached'), r.tables.length ? r.tables.map((x) => x.number).join(', ') : none],
        [t('info.status'), t(`day.status.${statusKey(r)}`)],
      ]
    : [];
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('info.title', { number: target.tableNumber }) : ''}
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      {target && !r && <Text>{t('info.none')}</Text>}
      {r && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4} component="dl" style={{ margin: 0 }}>
            {fields.map(([label, value]) => (
              <Group key={label} gap={0} style={{ display: 'contents' }}>
                <Text component="dt" fw={600} size="sm">
                  {label}
                </Text>
                <Text component="dd" size="sm" style={{ margin: 0 }}>
                  {value}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
          <GuestMessages reservationId={r.id} />
          {underWay && (
            <Group justify="flex-end">
              <Button
                color="red.9"
                variant="outline"
                onClick={() => {
                  onClose();
                  void actions.clear(r);
                }}
              >
                {r.checkedInAt !== null ? t('day.actions.clear') : t('day.actions.noShow')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
