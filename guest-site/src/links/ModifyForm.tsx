import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TGuestChangeResponse, TGuestReservationView } from '@stol/contracts';
import { ApiError, errorText, postJson } from '../api/client';
import { guestRange, largePartyRange, MAX_GUESTS, type TBookingMode } from '../booking/mode';
import { SlotPicker } from '../booking/SlotPicker';
import { useAvailability } from '../booking/use-availability';
import { formatTime, zagrebToday } from '../booking/zagreb-time';
import { GuestsField } from '../ui/GuestsField';
import { Banner } from '../ui/Header';
import { zagrebDayOf } from './change-deadline';
import { useOwnTable } from './use-own-table';

const notBookable = (slot: TAvailabilitySlot) => !slot.available;

/** The sentence for a party the booking's table does not take (the API's refusal), or null when it takes it. */
function partyToCall(
  t: TFunction,
  guests: number,
  table: number,
  range: { min: number; max: number },
): string | null {
  // An empty or broken field is not a party yet: Save asks for one.
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS) return null;
  if (guests > range.max) return t('modify.tableSeats', { number: table, seats: range.max });
  if (guests < range.min) return t('modify.tableMinimum', { number: table, min: range.min });
  return null;
}
const NO_LARGE_PARTY = largePartyRange();

/**
 * The modify screen's form (issue 23 §4): party size, date, and the booking page's time grid for the booking's own
 * table (24-hour, each blocked time with its reason and the nearest free times), where the guest's own booking
 * blocks nothing. Save sends only what changed; every rule is the server's, and its refusal is shown in its words.
 */
export function ModifyForm({
  token,
  booking,
  busy,
  onBusy,
  onChanged,
  onCancel,
}: {
  token: string;
  booking: TGuestReservationView;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onChanged: (answer: TGuestChangeResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [guests, setGuests] = useState(booking.guests);
  const [date, setDate] = useState(() => zagrebDayOf(booking.date));
  const [time, setTime] = useState<string | null>(() => formatTime(booking.date));
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const table = useOwnTable(booking.restaurant.id, booking.table.id);
  const availability = useAvailability(
    {
      restaurantId: booking.restaurant.id,
      date,
      tableId: booking.table.id,
      // While the field is empty or out of range, the times as for any party (Save then says the range).
      guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : null,
      reservationToken: token,
    },
    version,
  );
  const day = availability.data;
  // The chosen time: the booking's own until the guest picks another (the grid never picks a blocked one). Kept
  // when a new party size makes it 'too small', so Save asks the server, which says what the table seats.
  const slot = day?.slots.find((s) => s.time === time) ?? null;
  const mode: TBookingMode = { tableId: booking.table.id, anyTable: false, largeParty: false, guests };
  const range = guestRange(mode, [booking.table], NO_LARGE_PARTY);
  // A party the table does not take (more than its seats, fewer than half of them) is the restaurant's to seat:
  // said as soon as it is typed, in the API's words, and not sent (issue 23's leftover).
  const mustCall = partyToCall(t, guests, booking.table.number, range);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mustCall) return;
    if (!slot) return setError(t('modify.dateRequired'));
    const change = {
      date: slot.start !== new Date(booking.date).toISOString() ? slot.start : undefined,
      guests: guests !== booking.guests ? guests : undefined,
    };
    if (change.date === undefined && change.guests === undefined) return setError(t('modify.nothingChanged'));
    onBusy(true);
    try {
      onChanged(await postJson<TGuestChangeResponse>('/public/reservations/modify', { token, ...change }));
    } catch (failure) {
      setError(errorText(failure, t('modify.failed')));
      // Taken meanwhile: the grid shows it so.
      if (failure instanceof ApiError && failure.status === 409) setVersion((v) => v + 1);
    } finally {
      onBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <GuestsField
        id="modify-guests"
        value={guests}
        min={1}
        max={MAX_GUESTS}
        hint={t('modify.guestsHint', { number: booking.table.number, min: range.min, max: range.max })}
        problem={mustCall}
        onChange={setGuests}
      />
      <label className="field">
        <span>{t('form.date')}</span>
        <input
          type="date"
          min={zagrebToday()}
          value={date}
          required
          onChange={(event) => {
            setDate(event.target.value);
            setTime(null);
          }}
        />
      </label>
      {availability.failed && <Banner tone="error">{t('errors.availability')}</Banner>}
      {date && !day && !availability.failed && <p role="status">{t('common.loading')}</p>}
      {day?.closed && <Banner tone="info">{t('form.closed')}</Banner>}
      {day && !day.closed && (
        <SlotPicker
          slots={day.slots}
          tables={table ? [table] : []}
          mode={mode}
          time={time}
          blocked={notBookable}
          onTime={setTime}
          onTable={() => {}}
        />
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('modify.save')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onCancel}>
          {t('cancel.confirm')}
        </button>
      </div>
    </form>
  );
}
