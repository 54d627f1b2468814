import type { TAvailabilitySlot } from '@stol/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_RESERVATION_NAMESPACE } from './button-texts';

// Radio chips: the input stays in the page (visually hidden) so the browser gives the group one Tab stop and
// arrow keys that move the choice over the bookable times (disabled ones are skipped).
const TIME_GRID_CSS = `
.stol-nr-times { display: grid; grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr)); gap: 6px;
  border: 0; padding: 0; margin: 0; min-width: 0; }
.stol-nr-legend { padding: 0; margin-bottom: 4px; font-size: var(--mantine-font-size-sm); font-weight: 500; }
.stol-nr-time { position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center;
  min-height: 44px; padding: 4px 6px; border: 1px solid var(--mantine-color-gray-5); border-radius: var(--mantine-radius-sm);
  background: var(--mantine-color-body); cursor: pointer; font-variant-numeric: tabular-nums; text-align: center; }
.stol-nr-time input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: inherit; }
.stol-nr-time-at { font-weight: 600; }
.stol-nr-time-why { font-size: var(--mantine-font-size-xs); color: var(--mantine-color-gray-8); }
.stol-nr-time:has(input:checked) { background: var(--mantine-color-blue-8); border-color: var(--mantine-color-blue-8);
  color: var(--mantine-color-white); }
.stol-nr-time:has(input:disabled) { background: var(--mantine-color-gray-1); border-style: dashed; cursor: not-allowed; }
.stol-nr-time:has(input:focus-visible) { outline: 3px solid var(--mantine-color-blue-5); outline-offset: 2px; }
`;

interface TProps {
  slots: readonly TAvailabilitySlot[];
  time: string | null;
  /** Whether a booking can be made at the slot (the party fits somewhere, or over capacity a table is free). */
  bookable: (slot: TAvailabilitySlot) => boolean;
  onTime: (time: string) => void;
  /** Enter on a time submits the form, as it does in the text fields. */
  onSubmit: () => void;
  error?: string | null;
  errorId: string;
}

/**
 * The day's times as the guest site offers them (24-hour, Zagreb): a time that cannot be booked is disabled and
 * says why in words ('18:30 taken'), so the host can tell the caller at once.
 */
export function TimeGrid({ slots, time, bookable, onTime, onSubmit, error, errorId }: TProps) {
  const { t } = useTranslation(NEW_RESERVATION_NAMESPACE);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <style>{TIME_GRID_CSS}</style>
      <fieldset
        className="stol-nr-times"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="stol-nr-legend">{t('time')}</legend>
        {slots.map((slot) => {
          const open = bookable(slot);
          const reason = open ? null : (slot.reason ?? 'taken');
          return (
            <label key={slot.time} className="stol-nr-time" data-time={slot.time}>
              <input
                type="radio"
                name="new-reservation-time"
                value={slot.time}
                checked={time === slot.time}
                disabled={!open}
                onChange={() => onTime(slot.time)}
                onKeyDown={onKeyDown}
              />
              <span className="stol-nr-time-at">{slot.time}</span>
              {reason && <span className="stol-nr-time-why">{t(`slot.${reason}`)}</span>}
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
