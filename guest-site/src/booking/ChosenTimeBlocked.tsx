import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TTable } from '@stol/contracts';
import { nearestTables, nearestTimes } from './alternatives';
import type { TBookingMode } from './mode';
import { Alternatives, reasonSentence } from './SlotPicker';

interface TProps {
  slot: TAvailabilitySlot;
  slots: readonly TAvailabilitySlot[];
  tables: readonly TTable[];
  mode: TBookingMode;
  blocked: (slot: TAvailabilitySlot) => boolean;
  onTime: (time: string) => void;
  onTable: (table: TTable) => void;
}

/**
 * The chosen time cannot be booked for the choice (the bar chose it, or the party or the day's bookings changed
 * since): why, and the nearest times and tables, as a time chosen on the grid says (issue 12). Reserve stays off.
 */
export function ChosenTimeBlocked({ slot, slots, tables, mode, blocked, onTime, onTable }: TProps) {
  const { t } = useTranslation();
  const table = mode.tableId === null ? undefined : tables.find((tb) => tb.id === mode.tableId);
  return (
    <div className="chosen-blocked">
      <p className="alternatives-why" role="status">
        {reasonSentence(t, slot.reason ?? 'taken', slot.time, mode, table)}
      </p>
      <Alternatives
        slot={slot}
        times={nearestTimes(slots, slot.time, (s) => !blocked(s))}
        tables={nearestTables(slot, tables, mode)}
        tableNumber={table?.number ?? null}
        onTime={(other) => onTime(other.time)}
        onTable={onTable}
      />
    </div>
  );
}
