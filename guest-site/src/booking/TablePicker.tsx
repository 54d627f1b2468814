import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tableReasonAt, type TAvailabilitySlot, type TPublicRestaurant, type TTable } from '@stol/contracts';
import { FloorPlan } from '@stol/ui/floorplan';
import { nearestTables, nearestTimes } from './alternatives';
import type { TBookingMode } from './mode';
import { LARGE_PARTY_LOOK, lookOf, LookPatterns, paintOf, patternIdsFrom, tableReason } from './plan-looks';
import { PlanLegend } from './PlanLegend';
import { slotReasonKey } from './slot-reason';
import { Alternatives, reasonSentence } from './SlotPicker';

interface TProps {
  restaurant: TPublicRestaurant;
  tables: TTable[];
  selectedId: number | null;
  /** The chosen slot: tables are drawn and announced as free or not at that time. */
  slot: TAvailabilitySlot | null;
  /** The chosen day's slots: other times offered for a table that cannot be had at the chosen one. */
  slots?: readonly TAvailabilitySlot[];
  /** The guest's choice so far: which offered tables suit the party. */
  mode: TBookingMode;
  onSelect: (table: TTable) => void;
  /** A table and a time offered instead of a table that cannot be had (the form takes both). */
  onSelectAt?: (table: TTable, time: string) => void;
  /** A tap target's smallest size in canvas units (the phone's dialog: 44 CSS px at its opening zoom). */
  minHitSize?: number;
  /** 'tables': the plan shows the tables' area, not the whole canvas (the desktop's wide frame). */
  fit?: 'canvas' | 'tables';
  /** Puts the plan in a pan/zoom frame; the legend and the explanations stay outside it. */
  frame?: (plan: ReactNode) => ReactNode;
}

/**
 * The floor plan as a table picker (guest spec §2.3; issue 19). At the chosen time a table that cannot be taken
 * looks it (plan-looks.tsx, with the legend) and cannot be chosen: a press on it says why in words and offers the
 * nearest alternatives from the day's availability already loaded (alternatives.ts, as a taken time does).
 */
export function TablePicker({
  restaurant,
  tables,
  selectedId,
  slot,
  slots = [],
  mode,
  onSelect,
  onSelectAt = (table) => onSelect(table),
  minHitSize,
  fit,
  frame = (plan) => plan,
}: TProps) {
  const { t } = useTranslation();
  const ids = patternIdsFrom(useId());
  const [askedId, setAskedId] = useState<number | null>(null);
  const reasonOf = (table: TTable) => tableReason(table, slot, selectedId);
  // A large party's request picks no table (the restaurant seats it): every table is drawn alike, none can be
  // chosen, and a sentence says why, instead of tables that look free but are not what the request books.
  const largeParty = mode.largeParty;
  // Said while the asked table still cannot be had (the time or the day's bookings may have changed since).
  const asked = tables.find((table) => table.id === askedId);
  const askedReason = asked ? reasonOf(asked) : null;
  const choose = (table: TTable, time?: string) => {
    setAskedId(null);
    if (time) onSelectAt(table, time);
    else onSelect(table);
  };

  const plan = (
    <FloorPlan
      className="plan"
      tables={tables}
      label={t('plan.label', { name: restaurant.name })}
      labelOf={(table) => {
        if (largeParty)
          return t('plan.table', {
            number: table.number,
            seats: table.seats,
            availability: t('plan.seatedByStaff'),
          });
        const key = slotReasonKey(reasonOf(table));
        return t('plan.table', {
          number: table.number,
          seats: table.seats,
          availability: key ? t(key) : t('plan.free'),
        });
      }}
      defs={<LookPatterns ids={ids} />}
      stateOf={(table) => (largeParty ? LARGE_PARTY_LOOK : lookOf(reasonOf(table), table.id === selectedId))}
      coloursOf={(table) =>
        paintOf(largeParty ? LARGE_PARTY_LOOK : lookOf(reasonOf(table), table.id === selectedId), ids)
      }
      tableStyles={restaurant.floorplan.tableStyles}
      chairOverrides={restaurant.floorplan.chairOverrides}
      backgroundUrl={restaurant.floorplan.svgUrl}
      selectedId={selectedId}
      onSelect={(table) => choose(table)}
      isDisabled={(table) => largeParty || reasonOf(table) !== null}
      onRefused={(table) => setAskedId(table.id)}
      minHitSize={minHitSize}
      fit={fit}
    />
  );

  if (largeParty)
    return (
      <>
        <p className="plan-large-party">{t('plan.largeParty')}</p>
        {frame(plan)}
      </>
    );

  return (
    <>
      <PlanLegend slot={slot} />
      {frame(plan)}
      {/* Always there and live, so a screen reader hears why as soon as the table is pressed. */}
      <div role="status" className="plan-why">
        {asked && askedReason && (
          <p className="alternatives-why">
            {slot
              ? reasonSentence(t, askedReason, slot.time, mode, asked)
              : t('plan.heldAlways', { number: asked.number })}
          </p>
        )}
      </div>
      {asked && askedReason && slot && (
        <Alternatives
          slot={slot}
          times={nearestTimes(slots, slot.time, (s) => tableReasonAt(s, asked.id) === null)}
          tables={nearestTables(slot, tables, {
            ...mode,
            tableId: asked.id,
            anyTable: false,
            largeParty: false,
          })}
          tableNumber={asked.number}
          onTime={(other) => choose(asked, other.time)}
          onTable={(other) => choose(other, slot.time)}
        />
      )}
    </>
  );
}
