import { Button, Table } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { ResolvePanel } from '../resolve/ResolvePanel';
import type { TPendingEdit } from '../resolve/pending-edit';
import { deriveRowState } from './row-state';
import { RowStateLabel } from './RowStateLabel';

export const COLUMN_COUNT = 7;

interface ReservationRowProps {
  reservation: TReservationListItem;
  now: Date;
  canEdit: boolean;
}

/**
 * One reservation and its expandable Resolve section. The pending edit lives here, not in the panel, so it
 * survives collapsing the panel and a refetch of the list (a 202 keeps it in the row). Whether a manager still
 * has to decide comes from the server (pendingApproval), so it ends with the decision, wherever that is made.
 */
export function ReservationRow({ reservation, now, canEdit }: ReservationRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<TPendingEdit>({});
  const state = deriveRowState(reservation, now);
  const panelId = `resolve-${reservation.id}`;
  const attached = reservation.tables.map((table) => table.number).join(', ');

  return (
    <>
      <Table.Tr
        data-in-progress={state.kind === 'occupied' || undefined}
        bg={state.kind === 'occupied' ? 'var(--mantine-color-red-light)' : undefined}
      >
        <Table.Td>{reservation.id}</Table.Td>
        <Table.Td>
          {reservation.table.number}
          {attached ? ` ${t('attachedTables', { numbers: attached })}` : null}
        </Table.Td>
        <Table.Td>{reservation.name}</Table.Td>
        <Table.Td>{reservation.phone}</Table.Td>
        <Table.Td>{formatZagreb(reservation.date, 'dd.MM.yyyy HH:mm')}</Table.Td>
        <Table.Td>
          <RowStateLabel state={state} />
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant={open ? 'filled' : 'light'}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t('resolve.openLabel', { id: reservation.id })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('resolve.close') : t('resolve.open')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMN_COUNT}>
            <ResolvePanel
              id={panelId}
              reservation={reservation}
              canEdit={canEdit}
              pending={pending}
              onPendingChange={setPending}
            />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
