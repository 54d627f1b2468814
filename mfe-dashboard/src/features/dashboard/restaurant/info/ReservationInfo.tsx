import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { isLive, reservationPhase, type TReservationListItem } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { AreaBoundary, LoadingState, lazyWithRetry } from '@stol/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { canExtend } from '../day/permissions';
import { PhaseBadge } from '../list/PhaseBadge';
import type { TDayActions } from '../list/use-day-actions';
import { useGuestName } from '../list/use-guest-name';
import { CancelReservation } from './CancelReservation';
import { GuestSummary } from './GuestSummary';

/**
 * The guest details form is a chunk of its own, loaded on Edit: the signed-in dashboard's first load does not carry
 * it (issue 8's sign-in → dashboard budget, which issue 22's faster day switch had pushed 0.7 KiB over). Saving
 * needs the network anyway; a chunk that fails to load shows Try again in the dialog's area boundary.
 */
const DetailsForm = lazyWithRetry(() => import('./DetailsForm'));
/** What was sent to the guest, likewise: it is fetched when the dialog opens, and fails alone (its own boundary). */
const GuestMessages = lazyWithRetry(() => import('./GuestMessages'));

export interface TInfoTarget {
  /** The table the dialog is about (the clicked one, or the reservation's main table). */
  tableNumber: number;
  reservation: TReservationListItem | null;
}

/**
 * Staff spec §2: the reservation's info (name, phone, email, table, when, guests, attached tables, status), the
 * messages sent to the guest, and Clear (no-show while the guest has not checked in) for a stay under way. Issue
 * 22 §2: the notes, who the guest is here, editing the guest's details (everyone, not on a past day) and
 * cancelling a booking still to come (admins and managers).
 */
export function ReservationInfo({
  target,
  now,
  actions,
  onClose,
  readOnly = false,
  past = false,
}: {
  target: TInfoTarget | null;
  now: number;
  actions: TDayActions;
  onClose: () => void;
  /** Another day than today: no Clear. */
  readOnly?: boolean;
  /** A day gone by: nothing to edit or cancel. */
  past?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const user = useCurrentUser();
  const [editing, setEditing] = useState<number | null>(null);
  const r = target?.reservation ?? null;
  const none = t('info.none_value');
  const underWay =
    !readOnly && r !== null && isLive(r) && Date.parse(r.date) <= now && now < Date.parse(r.endDate);
  const phase = r ? reservationPhase(r, now) : null;
  const editable = r !== null && !past && phase !== 'cancelled';
  const cancellable =
    r !== null &&
    !past &&
    !!user &&
    canExtend(user.role) &&
    (phase === 'upcoming' || phase === 'arriving' || phase === 'late');
  const close = () => {
    setEditing(null);
    onClose();
  };
  const fields: [string, string][] = r
    ? [
        [t('info.name'), guestName(r)],
        [t('info.phone'), r.phone || none],
        [t('info.email'), r.email ?? none],
        [t('info.table'), String(r.table.number)],
        [t('info.when'), `${formatZagreb(r.date, 'dd.MM.yyyy. HH:mm')}–${formatZagreb(r.endDate, 'HH:mm')}`],
        [t('info.guests'), String(r.partySize)],
        [t('info.attached'), r.tables.length ? r.tables.map((x) => x.number).join(', ') : none],
        [t('dayView.info.notes'), r.notes || none],
      ]
    : [];
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? t('info.title', { number: target.tableNumber }) : ''}
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      {target && !r && <Text>{t('info.none')}</Text>}
      {r && editing === r.id && (
        <Suspense fallback={<LoadingState label={t('dayView.info.loadingGuest')} />}>
          <DetailsForm key={r.id} reservation={r} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      {r && editing !== r.id && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('info.status')}
            </Text>
            <PhaseBadge phase={phase!} />
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
          <AreaBoundary name="guest-messages">
            <Suspense fallback={<LoadingState label={t('info.loadingMessages')} />}>
              <GuestMessages reservationId={r.id} />
            </Suspense>
          </AreaBoundary>
          <Group justify="flex-end" gap="xs">
            {editable && (
              <Button variant="default" onClick={() => setEditing(r.id)}>
                {t('dayView.info.edit')}
              </Button>
            )}
            {cancellable && <CancelReservation reservation={r} onCancelled={close} />}
            {underWay && (
              <Button
                color="red.9"
                variant="outline"
                onClick={() => {
                  close();
                  void actions.clear(r);
                }}
              >
                {r.checkedInAt !== null ? t('day.actions.clear') : t('day.actions.noShow')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
