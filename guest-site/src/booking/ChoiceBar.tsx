import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilityResponse, TAvailabilitySlot } from '@stol/contracts';
import { dayText } from './choice-summary';
import type { TClosedWeekday } from './date-rules';
import { MAX_GUESTS } from './mode';
import { slotReasonKey } from './slot-reason';

interface TProps {
  guests: number;
  date: string;
  time: string | null;
  /** The chosen day's times for the guest's choice (null while loading or failed). */
  day: TAvailabilityResponse | null;
  minDate: string;
  /** The booking window's last day (issue 24), or undefined. */
  maxDate?: string;
  /** The chosen day is closed by its weekday's rule, and the next day that opens (issue 24). */
  closedWeekday?: TClosedWeekday | null;
  /** Whether the guest cannot book a time (the form's rule: a large party, their own hold). */
  blocked: (slot: TAvailabilitySlot) => boolean;
  onGuests: (guests: number) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

const PARTY_SIZES = Array.from({ length: MAX_GUESTS }, (_, i) => i + 1);

/**
 * Party, date and time first (issue 23 §1), as OpenTable's and Resy's widgets ask: a compact bar at the top of
 * the reservation page. It holds no state of its own: it shows and sets the page's one choice, the same the
 * form's steps show, so changing either changes both. A time that cannot be booked is still offered, with its
 * reason, so the plan can show why; the form then says so and offers the nearest times and tables.
 */
export function ChoiceBar({
  guests,
  date,
  time,
  day,
  minDate,
  maxDate,
  closedWeekday,
  blocked,
  onGuests,
  onDate,
  onTime,
}: TProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const times = day && !day.closed ? day.slots.filter((slot) => slot.reason !== 'past') : [];
  return (
    <section className="choice-bar" aria-label={t('bar.label')}>
      <div className="choice-bar-field">
        <label htmlFor={`${id}-guests`}>{t('bar.guests')}</label>
        <select id={`${id}-guests`} value={guests} onChange={(event) => onGuests(Number(event.target.value))}>
          {PARTY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="choice-bar-field">
        <label htmlFor={`${id}-date`}>{t('bar.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          min={minDate}
          max={maxDate}
          aria-describedby={closedWeekday ? `${id}-closed` : undefined}
          value={date}
          onChange={(event) => event.target.value && onDate(event.target.value)}
        />
      </div>
      <div className="choice-bar-field">
        <label htmlFor={`${id}-time`}>{t('bar.time')}</label>
        <select
          id={`${id}-time`}
          value={time ?? ''}
          disabled={times.length === 0}
          onChange={(event) => event.target.value && onTime(event.target.value)}
        >
          {time === null && <option value="">{day?.closed ? t('bar.closed') : t('bar.noTime')}</option>}
          {times.map((slot) => {
            const reason = blocked(slot) ? slotReasonKey(slot.reason) : null;
            return (
              <option key={slot.time} value={slot.time}>
                {reason ? t('bar.timeWithReason', { time: slot.time, reason: t(reason) }) : slot.time}
              </option>
            );
          })}
        </select>
      </div>
      {closedWeekday && (
        <p className="choice-bar-note" id={`${id}-closed`} role="status">
          {t(`bar.closedWeekday.${closedWeekday.weekday}`)}{' '}
          {closedWeekday.nextOpen && (
            <button
              type="button"
              className="btn btn-small btn-link"
              onClick={() => onDate(closedWeekday.nextOpen!)}
            >
              {t('bar.nextOpen', { day: dayText(t, i18n.language, closedWeekday.nextOpen, null) })}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
