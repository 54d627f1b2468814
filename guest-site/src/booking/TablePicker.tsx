import { useTranslation } from 'react-i18next';
import { tableReasonAt, type TAvailabilitySlot, type TPublicRestaurant, type TTable } from '@stol/contracts';
import { FloorPlan } from '@stol/ui/floorplan';
import { slotReasonKey } from './slot-reason';

interface TProps {
  restaurant: TPublicRestaurant;
  tables: TTable[];
  selectedId: number | null;
  /** The chosen slot: tables are announced as free or not at that time. */
  slot: TAvailabilitySlot | null;
  onSelect: (table: TTable) => void;
}

const COLOURS = {
  free: { fill: '#ffffff', stroke: '#5c4630', text: '#1f160d' },
  selected: { fill: 'var(--brand)', stroke: '#1f160d', text: 'var(--on-brand)' },
  off: { fill: '#d9d4cd', stroke: '#8a8178', text: '#3b3630' },
};

/** The floor plan as a table picker (guest spec §2.3): a table held for maintenance cannot be chosen. */
export function TablePicker({ restaurant, tables, selectedId, slot, onSelect }: TProps) {
  const { t } = useTranslation();
  const reasonOf = (table: TTable): string | null => {
    if (table.status === 'maintenance') return 'slot.held';
    return slotReasonKey(slot ? tableReasonAt(slot, table.id) : null);
  };
  return (
    <FloorPlan
      className="plan"
      tables={tables}
      label={t('plan.label', { name: restaurant.name })}
      labelOf={(table) => {
        const reason = reasonOf(table);
        return t('plan.table', {
          number: table.number,
          seats: table.seats,
          availability: reason ? t(reason) : t('plan.free'),
        });
      }}
      coloursOf={(table) =>
        table.id === selectedId
          ? COLOURS.selected
          : table.status === 'maintenance'
            ? COLOURS.off
            : COLOURS.free
      }
      tableStyles={restaurant.floorplan.tableStyles}
      chairOverrides={restaurant.floorplan.chairOverrides}
      backgroundUrl={restaurant.floorplan.svgUrl}
      selectedId={selectedId}
      onSelect={onSelect}
      isDisabled={(table) => table.status === 'maintenance'}
    />
  );
}
