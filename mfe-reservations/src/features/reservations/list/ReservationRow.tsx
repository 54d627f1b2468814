import { Anchor, Table, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { useState } from 'react';
import { LazyResolvePanel } from '../resolve/LazyResolvePanel';
import { deriveRowState } from './row-state';
import { ResolveToggle } from './ResolveToggle';
import { RowStateLabel } from './RowStateLabel';
import { dayOf, reservationLabel, tableNumbers, timeRange } from './row-text';
import { useGuestName } from './use-guest-name';
import { COLUMNS, type TRowsProps } from './rows-props';

/**
 * One reservation on a wide screen and its expandable Resolve section. The pending edit is the page's (see
 * TRowsProps), so it survives collapsing the panel and a refetch (a 202 keeps it); whether a manager still has
 * to decide comes from the server (pendingApproval).
 */
export function ReservationRow({
  reservation,
  now,
  canEdit,
  pendingEdits,
  onPendingChange,
  showDay,
}: TRowsProps & { reservation: TReservationListItem }) {
  const [open, setOpen] = useState(false);
  const guestName = useGuestName();
  const state = deriveRowState(reservation, now);
  const panelId = `resolve-${reservation.id}`;
  const label = reservationLabel(reservation, guestName(reservation));

  return (
    <>
      <Table.Tr
        data-in-progress={state.kind === 'occupied' || undefined}
        bg={state.kind === 'occupied' ? 'var(--mantine-color-red-light)' : undefined}
      >
        <Table.Td>
          <Text fw={700} size="sm">
            {timeRange(reservation)}
          </Text>
          {showDay ? <Text size="xs">{dayOf(reservation)}</Text> : null}
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={600}>
            {guestName(reservation)}
          </Text>
        </Table.Td>
        <Table.Td>{reservation.guests}</Table.Td>
        <Table.Td>{tableNumbers(reservation)}</Table.Td>
        <Table.Td>
          {reservation.phone ? (
            <Anchor href={`tel:${reservation.phone}`} size="sm" c="stol.9">
              {reservation.phone}
            </Anchor>
          ) : null}
        </Table.Td>
        <Table.Td>
          <RowStateLabel state={state} />
        </Table.Td>
        <Table.Td>
          <Text size="xs">{reservation.id}</Text>
        </Table.Td>
        <Table.Td>
          <ResolveToggle
            open={open}
            onToggle={() => setOpen((value) => !value)}
            panelId={panelId}
            label={label}
          />
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS.length}>
            <LazyResolvePanel
              id={panelId}
              reservation={reservation}
              canEdit={canEdit}
              pending={pendingEdits[reservation.id] ?? {}}
              onPendingChange={(edit) => onPendingChange(reservation.id, edit)}
            />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
