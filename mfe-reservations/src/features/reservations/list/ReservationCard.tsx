import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { LazyResolvePanel } from '../resolve/LazyResolvePanel';
import type { TRowsProps } from './rows-props';
import { deriveRowState } from './row-state';
import { ResolveToggle } from './ResolveToggle';
import { RowStateLabel } from './RowStateLabel';
import { dayOf, reservationLabel, tableNumbers, timeRange } from './row-text';
import { useGuestName } from './use-guest-name';

/**
 * One reservation on a phone: time and status on top, the guest, party size and tables below, the phone
 * number as a link and the Resolve action, all inside the screen's width.
 */
export function ReservationCard({
  reservation,
  now,
  canEdit,
  pendingEdits,
  onPendingChange,
  showDay,
}: TRowsProps & { reservation: TReservationListItem }) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const [open, setOpen] = useState(false);
  const state = deriveRowState(reservation, now);
  const panelId = `resolve-${reservation.id}`;
  const label = reservationLabel(reservation, guestName(reservation));

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      data-testid="reservation-card"
      data-in-progress={state.kind === 'occupied' || undefined}
      bg={state.kind === 'occupied' ? 'var(--mantine-color-red-light)' : undefined}
      aria-label={label}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div>
          <Text fw={700} size="lg" lh={1.2} data-field="time">
            {timeRange(reservation)}
          </Text>
          {showDay ? <Text size="xs">{dayOf(reservation)}</Text> : null}
        </div>
        <div data-field="status">
          <RowStateLabel state={state} />
        </div>
      </Group>
      <Text fw={600} mt={4} data-field="name" style={{ overflowWrap: 'anywhere' }}>
        {guestName(reservation)}
      </Text>
      <Group gap="xs" mt={2} wrap="nowrap" justify="space-between" align="flex-end">
        <Group gap="md" wrap="wrap" style={{ minWidth: 0 }}>
          <Text size="sm" data-field="guests">
            {t('card.guests', { count: reservation.guests })}
          </Text>
          <Text size="sm" data-field="table">
            {t('card.tables', { count: 1 + reservation.tables.length, numbers: tableNumbers(reservation) })}
          </Text>
          {reservation.phone ? (
            <Anchor href={`tel:${reservation.phone}`} size="sm" c="stol.9">
              {reservation.phone}
            </Anchor>
          ) : null}
        </Group>
        <ResolveToggle
          open={open}
          onToggle={() => setOpen((value) => !value)}
          panelId={panelId}
          label={label}
          style={{ flexShrink: 0 }}
          field="actions"
        />
      </Group>
      {open ? (
        <LazyResolvePanel
          id={panelId}
          reservation={reservation}
          canEdit={canEdit}
          pending={pendingEdits[reservation.id] ?? {}}
          onPendingChange={(edit) => onPendingChange(reservation.id, edit)}
        />
      ) : null}
    </Paper>
  );
}
