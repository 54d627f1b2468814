import { Text, UnstyledButton } from '@mantine/core';
import {
  lateReservation,
  nextReservation,
  seatedReservation,
  tableState,
  type TReservationListItem,
  type TTable,
} from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useGuestName } from '../../dashboard/restaurant/list/use-guest-name';
import { TILE_COLOURS } from './tile-colours';

interface TableTileProps {
  table: TTable;
  reservations: readonly TReservationListItem[];
  now: number;
  onSelect: (table: TTable) => void;
}

/**
 * One table as a large button (issue 22 §5): number, state in words with its time ('Free · next 19:30',
 * 'Occupied · until 20:30', 'Late · 19:00'), the party's name, seats. A tap opens its panel.
 */
export function TableTile({ table, reservations, now, onSelect }: TableTileProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const state = tableState(table, reservations, now);
  const { fill, stroke } = TILE_COLOURS[state];
  const seated = state === 'occupied' ? seatedReservation(table, reservations, now) : null;
  const late = state === 'late' ? lateReservation(table, reservations, now) : null;
  const next = seated || late ? null : nextReservation(table, reservations, now);
  const hhmm = (iso: string) => formatZagreb(iso, 'HH:mm');
  const status = seated
    ? t('host.kiosk.tile.occupied', { time: hhmm(seated.endDate) })
    : late
      ? t('host.kiosk.tile.late', { time: hhmm(late.date) })
      : state === 'maintenance'
        ? t('host.kiosk.state.maintenance')
        : next
          ? t(`host.kiosk.tile.${state === 'upcoming' ? 'upcoming' : 'freeNext'}`, { time: hhmm(next.date) })
          : t('host.kiosk.state.free');
  const party = seated ?? late ?? (state === 'upcoming' ? next : null);
  return (
    <UnstyledButton
      onClick={() => onSelect(table)}
      aria-haspopup="dialog"
      data-table-number={table.number}
      data-state={state}
      style={{
        // A button centres its content; a tile reads from the top, so every table number lines up.
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        textAlign: 'start',
        width: '100%',
        height: '100%',
        background: fill,
        border: `3px solid ${stroke}`,
        borderRadius: 8,
        padding: '10px 12px',
        minHeight: 96,
        color: '#212529',
      }}
    >
      <Text fz={24} fw={700} lh={1.2} component="span" display="block">
        {t('host.kiosk.tableName', { number: table.number })}
      </Text>
      <Text fz="md" fw={700} component="span" display="block">
        {status}
      </Text>
      {party && (
        <Text fz="md" component="span" display="block" truncate="end">
          {guestName(party)}
        </Text>
      )}
      <Text fz="sm" component="span" display="block">
        {t('host.kiosk.seats', { count: table.seats })}
      </Text>
    </UnstyledButton>
  );
}
