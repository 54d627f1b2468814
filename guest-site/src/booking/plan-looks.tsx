import {
  tableReasonAt,
  type TAvailabilitySlot,
  type TSlotUnavailableReason,
  type TTable,
} from '@stol/contracts';
import type { TTableColours } from '@stol/ui/floorplan';
import { isSlotWideReason } from './day-view';

/**
 * How the guest's plan draws a table (issue 19): free, the guest's own, or why it cannot be taken at the chosen
 * time, each by fill AND pattern or outline, never colour alone (WCAG 1.4.1): taken is hatched, being booked is
 * dotted, too small has a dotted outline, held (maintenance; a closed or past time) is greyed and crossed.
 */
export const TABLE_LOOKS = ['free', 'selected', 'taken', 'being_booked', 'too_small', 'held'] as const;
/** Every table while a large party is asked for: the request picks none (the restaurant seats it), so none is free. */
export const LARGE_PARTY_LOOK = 'seated_by_staff';
export type TTableLook = (typeof TABLE_LOOKS)[number] | typeof LARGE_PARTY_LOOK;

/**
 * Why the guest cannot take `table`: held (maintenance) at any time, else its state at the chosen slot (none
 * without one). The chosen table's 'being booked' at the chosen time is the guest's own hold (use-hold.ts), which
 * is theirs; a hold that failed is said by the form.
 */
export function tableReason(
  table: TTable,
  slot: TAvailabilitySlot | null,
  selectedId: number | null,
): TSlotUnavailableReason | null {
  if (table.status === 'maintenance') return 'maintenance';
  const reason = slot ? tableReasonAt(slot, table.id) : null;
  return reason === 'being_booked' && table.id === selectedId ? null : reason;
}

export function lookOf(reason: TSlotUnavailableReason | null, selected: boolean): TTableLook {
  if (reason === null) return selected ? 'selected' : 'free';
  // The reasons of the slot itself (closed, past, the kitchen's pacing, the booking window) grey every table.
  return reason === 'maintenance' || isSlotWideReason(reason) ? 'held' : reason;
}

const INK = '#5c4630';
const GREY = '#8a8178';
/** Light enough for the table number to read over it, 3:1 against its ground (WCAG 1.4.11). */
const HATCH = '#7a6450';

/** A look's paint; `patternIds` prefixes the ids of this plan's (or legend's) <LookPatterns>. */
export function paintOf(look: TTableLook, patternIds: string): TTableColours {
  const url = (name: string) => `url(#${patternIds}${name})`;
  switch (look) {
    case 'selected':
      return { fill: 'var(--brand)', stroke: '#1f160d', text: 'var(--on-brand)' };
    case 'taken':
      return { fill: '#e8e0d6', stroke: INK, text: '#1f160d', pattern: url('taken') };
    case 'being_booked':
      return { fill: '#fdf1d8', stroke: '#8a5a1c', text: '#1f160d', pattern: url('being_booked') };
    case 'too_small':
      return { fill: '#ffffff', stroke: GREY, text: '#4d463f', dash: '2 3' };
    case 'held':
      return { fill: '#d9d4cd', stroke: GREY, text: '#3b3630', pattern: url('held') };
    case LARGE_PARTY_LOOK:
      // Plain and quiet, neither free's white nor a 'cannot be booked' pattern: the sentence above says why.
      return { fill: '#efe9e1', stroke: GREY, text: '#3b3630' };
    default:
      return { fill: '#ffffff', stroke: INK, text: '#1f160d' };
  }
}

/** The patterns of paintOf, in user space so they keep their size whatever the table's. */
export function LookPatterns({ ids }: { ids: string }) {
  return (
    <>
      <pattern
        id={`${ids}taken`}
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="8" height="8" fill="#e8e0d6" />
        <rect className="stol-fp-ink" width="2" height="8" fill={HATCH} />
      </pattern>
      <pattern id={`${ids}being_booked`} width="7" height="7" patternUnits="userSpaceOnUse">
        <rect width="7" height="7" fill="#fdf1d8" />
        <circle className="stol-fp-ink" cx="3.5" cy="3.5" r="1.6" fill="#8a5a1c" />
      </pattern>
      <pattern id={`${ids}held`} width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" fill="#d9d4cd" />
        <path className="stol-fp-ink" d="M0 0L10 10M10 0L0 10" stroke={GREY} strokeWidth="1.2" />
      </pattern>
    </>
  );
}

/** Pattern ids unique in the document from React's useId (the page and the phone dialog both draw a plan). */
export const patternIdsFrom = (reactId: string) => `stol-look-${reactId.replace(/[^\w-]/g, '')}-`;
