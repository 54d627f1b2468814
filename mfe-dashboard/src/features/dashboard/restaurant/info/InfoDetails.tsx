import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { isLive, reservationPhase, type TReservationListItem } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { AreaBoundary } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { canExtend } from '../day/permissions';
import { PhaseBadge } from '../list/PhaseBadge';
import type { TDayActions } from '../list/use-day-actions';
import { useGuestName } from '../list/use-guest-name';
import { CancelReservation } from './CancelReservation';
import GuestMessages from './GuestMessages';
import { GuestSummary } from './GuestSummary';

/**
 * The body of the reservation's info dialog (ReservationInfo): its status, the guest's details and notes, who the
 * guest is here, the messages sent, and Edit, Cancel and Clear as the day and the role allow.
 */
export default function InfoDetails({
  reservation: r,
  now,
  actions,
  readOnly,
  past,
  onEdit,
  onClose,
}: {
  reservation: TReservationListItem;
  now: number;
  actions: TDayActions;
  readOnly: boolean;
  past: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const user = useCurrentUser();
  const none = t('info.none_value');
  const underWay = !readOnly && isLive(r) && Date.parse(r.date) <= now && now < Date.parse(r.endDate);
  const phase = reservationPhase(r, now);
  const editable = !past && phase !== 'cancelled';
  const cancellable =
    !past &&
    !!user &&
    canExtend(user.role) &&
    (phase === 'upcoming' || phase === 'arriving' || phase === 'late');
  const fields: [string, string][] = [
    [t('info.name'), guestName(r)],
    [t('info.phone'), r.phone || none],
    [t('info.email'), r.email ?? none],
    [t('info.table'), String(r.table.number)],
    [t('info.when'), `${formatZagreb(r.date, 'dd.MM.yyyy. HH:mm')}–${formatZagreb(r.endDate, 'HH:mm')}`],
    [t('info.guests'), String(r.partySize)],
    [t('info.attached'), r.tables.length ? r.tables.map((x) => x.number).join(', ') : none],
    [t('dayView.info.notes'), r.notes || none],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('info.status')}
        </Text>
        <PhaseBadge phase={phase} t={t} />
      </Group>
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
      <GuestSummary reservationId={r.id} />
      {/* Fails alone: the rest of the dialog (and Clear) stays usable. */}
      <AreaBoundary name="guest-messages">
        <GuestMessages reservationId={r.id} />
      </AreaBoundary>
      <Group justify="flex-end" gap="xs">
        {editable && (
          <Button variant="default" onClick={onEdit}>
            {t('dayView.info.edit')}
          </Button>
        )}
        {cancellable && <CancelReservation reservation={r} onCancelled={onClose} />}
        {underWay && (
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
        )}
      </Group>
    </Stack>
  );
}
