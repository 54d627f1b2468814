import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TSlotUnavailableReason, TTable } from '@stol/contracts';
import { nearestTables, nearestTimes } from './alternatives';
import { isSlotWideReason } from './day-view';
import type { TBookingMode } from './mode';
import { slotReasonKey } from './slot-reason';

interface TProps {
  slots: readonly TAvailabilitySlot[];
  tables: readonly TTable[];
  mode: TBookingMode;
  /** The chosen (bookable) time. */
  time: string | null;
  /** Whether this guest cannot book the slot (the form's rule: large parties, the guest's own hold). */
  blocked: (slot: TAvailabilitySlot) => boolean;
  onTime: (time: string) => void;
  /** Another table at the time asked for: the caller switches the table and keeps the time. */
  onTable: (table: TTable, time: string) => void;
  /**
   * A time whose button should take focus once drawn (set by the form after an offered table: the times are drawn
   * anew for the new table), then `onFocused`.
   */
  focusTime?: string | null;
  onFocused?: () => void;
}

/**
 * The day's times (guest spec §5.1). A time that cannot be booked is still a working button, named with its
 * reason ('18:30 taken'), not a disabled one: choosing it says why in a sentence and offers the nearest bookable
 * times and tables (issue 12), each one click (or Enter) away. It is never selected as the booking's time.
 */
export function SlotPicker({
  slots,
  tables,
  mode,
  time,
  blocked,
  onTime,
  onTable,
  focusTime,
  onFocused,
}: TProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<string | null>(null);
  // The offer a keyboard user chose goes away with the offers: focus goes to the time now chosen, not the page.
  // Checked after every render (cheap): the times may be drawn only after a fetch.
  const focusOwn = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = focusOwn.current ?? focusTime;
    const button = target && grid.current?.querySelector<HTMLButtonElement>(`[data-time="${target}"]`);
    if (!button) return;
    button.focus();
    if (focusOwn.current) focusOwn.current = null;
    else onFocused?.();
  });
  const askedSlot = slots.find((s) => s.time === asked && blocked(s)) ?? null;
  const table = mode.tableId === null ? undefined : tables.find((tb) => tb.id === mode.tableId);

  const choose = (slot: TAvailabilitySlot) => {
    if (blocked(slot)) return setAsked(slot.time);
    setAsked(null);
    onTime(slot.time);
  };

  return (
    <>
      <fieldset className="slots">
        <legend>{t('form.time')}</legend>
        <div className="slot-grid" ref={grid}>
          {slots.map((s) => {
            const off = blocked(s);
            const reason = off ? slotReasonKey(s.reason) : null;
            return (
              <button
                key={s.time}
                type="button"
                className="slot"
                data-time={s.time}
                aria-pressed={time === s.time || askedSlot?.time === s.time}
                data-unavailable={off || undefined}
                onClick={() => choose(s)}
              >
                <span className="slot-time">{s.time}</span>
                {reason && <span className="slot-reason">{t(reason)}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
      {/* Always there and live, so a screen reader hears why as soon as the time is chosen; the offers follow
          in Tab order. */}
      <div role="status">
        {askedSlot && (
          <p className="alternatives-why">
            {reasonSentence(t, askedSlot.reason ?? 'taken', askedSlot.time, mode, table)}
          </p>
        )}
      </div>
      {askedSlot && (
        <Alternatives
          slot={askedSlot}
          times={nearestTimes(slots, askedSlot.time, (s) => !blocked(s))}
          tables={nearestTables(askedSlot, tables, mode)}
          tableNumber={table?.number ?? null}
          onTime={(slot) => {
            choose(slot);
            focusOwn.current = slot.time;
          }}
          onTable={(other) => {
            setAsked(null);
            onTable(other, askedSlot.time);
          }}
        />
      )}
    </>
  );
}

type TTranslate = ReturnType<typeof useTranslation>['t'];

/**
 * Why a time cannot be booked, in a sentence for the guest's choice (a table, any table, a large party); also
 * why a table tapped on the plan cannot be had at the chosen time (TablePicker).
 */
export function reasonSentence(
  t: TTranslate,
  reason: TSlotUnavailableReason,
  time: string,
  mode: TBookingMode,
  table: TTable | undefined,
): string {
  const params = { time, number: table?.number, guests: mode.guests };
  // The slot's own reasons, whatever the table: closed, passed, the kitchen's pacing, the booking window.
  if (isSlotWideReason(reason)) return t(`alternatives.reason.${reason}`, params);
  return t(`alternatives.${table ? 'tableReason' : 'anyReason'}.${reason}`, params);
}

interface TAlternativesProps {
  slot: TAvailabilitySlot;
  times: TAvailabilitySlot[];
  tables: TTable[];
  tableNumber: number | null;
  onTime: (slot: TAvailabilitySlot) => void;
  onTable: (table: TTable) => void;
}

/** The nearest bookable times and tables instead of one that cannot be booked (also offered by the plan). */
export function Alternatives({ slot, times, tables, tableNumber, onTime, onTable }: TAlternativesProps) {
  const { t } = useTranslation();
  const timesHeading =
    tableNumber === null
      ? t('alternatives.otherTimes')
      : t('alternatives.otherTimesAtTable', { number: tableNumber });
  return (
    <section className="alternatives" aria-label={t('alternatives.label', { time: slot.time })}>
      {times.length > 0 && (
        <div role="group" aria-label={timesHeading}>
          <p className="alternatives-heading" aria-hidden="true">
            {timesHeading}
          </p>
          <div className="alternatives-list">
            {times.map((s) => (
              <button key={s.time} type="button" className="btn btn-small" onClick={() => onTime(s)}>
                {s.time}
              </button>
            ))}
          </div>
        </div>
      )}
      {tables.length > 0 && (
        <div role="group" aria-label={t('alternatives.otherTables', { time: slot.time })}>
          <p className="alternatives-heading" aria-hidden="true">
            {t('alternatives.otherTables', { time: slot.time })}
          </p>
          <div className="alternatives-list">
            {tables.map((other) => (
              <button key={other.id} type="button" className="btn btn-small" onClick={() => onTable(other)}>
                {t('alternatives.table', { number: other.number, seats: other.seats })}
              </button>
            ))}
          </div>
        </div>
      )}
      {times.length === 0 && tables.length === 0 && <p className="muted">{t('alternatives.none')}</p>}
    </section>
  );
}
