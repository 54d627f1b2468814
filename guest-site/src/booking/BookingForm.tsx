import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  largePartyMinDaysAhead,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  hasLargePartyPhoneDigits,
  idempotencyKeys,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
  type TReserveResponse,
  type TPublicRestaurant,
  type TTable,
} from '@stol/contracts';
import { ApiError, errorText, postJson } from '../api/client';
import { BotCheckStatus } from '../bot-check/BotCheckStatus';
import { useBotProof } from '../bot-check/use-bot-proof';
import { GuestsField } from '../ui/GuestsField';
import { Banner } from '../ui/Header';
import { Confirmation, type TConfirmed } from './Confirmation';
import { OtpStep, type TOtpChannel } from './OtpStep';
import { guestRange, type TBookingMode, type TLargePartyRange } from './mode';
import { digitsWithoutCode, normalisePhone } from './phone';
import { ChosenTimeBlocked } from './ChosenTimeBlocked';
import { NotesField } from './NotesField';
import { SlotPicker } from './SlotPicker';
import { isLive, isOwnHold, useHold } from './use-hold';
import { formatTime } from './zagreb-time';

interface TProps {
  restaurant: TPublicRestaurant;
  tables: TTable[];
  mode: TBookingMode;
  large: TLargePartyRange;
  /** The page's one choice of day and time (issue 23 §1): the bar above shows and sets the same. */
  date: string;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string | null) => void;
  /** The earliest day the mode can book (today; a large party's minimum notice later). */
  minDate: string;
  /** The booking window's last day (issue 24), or undefined. */
  maxDate?: string;
  /** The chosen day's availability for the guest's choice (day-view.ts), null while loading. */
  day: TAvailabilityResponse | null;
  availabilityFailed: boolean;
  onGuests: (guests: number) => void;
  /** The guest's own hold (null for none), so the page asks availability with it (it blocks nothing for them). */
  onHold?: (holdId: string | null) => void;
  /** Grows when the guest has just chosen a table or any table: the details' first field takes focus. */
  focusDetails?: number;
  /** Another table offered for a time this one cannot have (the time is kept). */
  onTable?: (table: TTable) => void;
  /** For the plan's alternatives: a table at a time, as the form's own offers choose them. */
  ref?: Ref<TBookingFormHandle>;
}

export interface TBookingFormHandle {
  /** Chooses `table` at `time` (a time of the day shown); `focus` moves focus to that time's button. */
  chooseTableAt: (table: TTable, time: string, focus: boolean) => void;
}

/** Date → time → details steps of the reservation page (guest spec §2.3, §5.1). */
export function BookingForm({
  restaurant,
  tables,
  mode,
  large,
  date,
  time,
  onDate,
  onTime,
  minDate,
  maxDate,
  day,
  availabilityFailed,
  onGuests,
  onHold,
  focusDetails = 0,
  onTable,
  ref,
}: TProps) {
  const { t, i18n } = useTranslation();
  const [focusTime, setFocusTime] = useState<string | null>(null);
  const clearFocusTime = useCallback(() => setFocusTime(null), []);
  const [name, setName] = useState('');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<TConfirmed | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const flags = restaurant.theme.featureFlags;
  // Email verification wins when both flags are on (§5.1).
  const otpChannel: TOtpChannel | null = flags?.enableEmailOtp ? 'email' : flags?.enableOtp ? 'phone' : null;
  const [keyFor] = useState(idempotencyKeys);

  const minDays = largePartyMinDaysAhead(restaurant.floorplan);
  const range = guestRange(mode, tables, large);
  // The bot check starts with the page, so a proof is ready when the guest's table and time are held (issue 19 §11).
  const bot = useBotProof(!confirmed);
  // A booking refused by the bot check (its hold gone meanwhile) sends a proof next time, hold or not.
  const [proofNeeded, setProofNeeded] = useState(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const {
    hold,
    failure: holdFailure,
    whenHeld,
    choose: chooseHold,
  } = useHold(restaurant.id, mode.guests, t('hold.failed'), bot);
  const holdId = hold?.holdId ?? null;
  useEffect(() => onHold?.(holdId), [onHold, holdId]);
  useEffect(() => () => onHold?.(null), [onHold]);
  const slot = day?.slots.find((s) => s.time === time) ?? null;
  const chooseTableAt = (table: TTable, at: string, focus = true) => {
    onTable?.(table);
    onTime(at);
    if (focus) setFocusTime(at);
  };
  useImperativeHandle(ref, () => ({ chooseTableAt }));
  // A specific table at a time is held for this guest while they book (issue 12 §2).
  const holding =
    !confirmed && slot && !mode.largeParty && !mode.anyTable && mode.tableId !== null
      ? `${mode.tableId}|${slot.start}`
      : '';
  useEffect(() => chooseHold(holding), [chooseHold, holding]);

  // A table or any table just chosen on the plan goes straight to the details (issue 23 §1).
  const nameField = useRef<HTMLInputElement>(null);
  const hasSlot = slot !== null;
  useEffect(() => {
    if (focusDetails > 0 && hasSlot) nameField.current?.focus();
  }, [focusDetails, hasSlot]);

  // A large party asks the staff, so only a closed or past time stops it; this guest's own hold is theirs.
  const blocked = (s: TAvailabilitySlot) =>
    mode.largeParty ? s.reason === 'closed' || s.reason === 'past' : !s.available && !isOwnHold(s, hold);

  const send = async () => {
    setError(null);
    if (!date) return setError(t('errors.dateRequired'));
    if (!slot) return setError(t('errors.timeRequired'));
    if (!mode.largeParty && !mode.anyTable && mode.tableId === null)
      return setError(t('errors.tableRequired'));
    if (!name.trim()) return setError(t('errors.nameRequired'));
    if (!phone.trim()) return setError(t('errors.phoneRequired'));
    const normalised = normalisePhone(phone, countryCode);
    // A large party counts the digits as typed, as the API does (one shared rule); a booking those after the code.
    if (mode.largeParty ? !hasLargePartyPhoneDigits(phone) : digitsWithoutCode(normalised, countryCode) < 8)
      return setError(t(mode.largeParty ? 'errors.largePhoneDigits' : 'errors.phoneDigits'));
    if (mode.guests < range.min || mode.guests > range.max)
      return setError(t('form.guestsHint', { min: range.min, max: range.max }));
    if (otpChannel && !proof && !mode.largeParty) return setError(t('otp.verifyFirst'));
    setBusy(true);
    let sentProof = false;
    try {
      // A time picked a moment ago may still be being held: book with that hold, not against it. Any table books
      // with the guest's hold too (one remembered from before a reload): the booking lets it go in its transaction.
      const held = mode.largeParty ? null : await whenHeld();
      // A live hold was bot-checked when it was placed: the booking that consumes it needs no second proof.
      const viaHold = isLive(held) && !proofNeeded;
      // Waits for a solve still running; null: the check could not run (the status line offers a retry).
      const human = viaHold ? {} : await bot.take();
      if (!human) return setError(t('botCheck.wait'));
      sentProof = !viaHold;
      if (mode.largeParty) {
        await postJson('/public/large-party', {
          restaurantId: restaurant.id,
          name: name.trim(),
          phone: normalised,
          countryCode,
          email: email.trim() || undefined,
          date,
          time: slot.time,
          guests: mode.guests,
          language: i18n.language,
          ...human,
        });
        setConfirmed({ kind: 'large', start: slot.start, guests: mode.guests, tableNumber: null });
      } else {
        const body = {
          restaurantId: restaurant.id,
          ...(mode.anyTable ? { anyTable: true } : { tableId: mode.tableId }),
          name: name.trim(),
          phone: normalised,
          countryCode,
          email: email.trim() || undefined,
          notes: notes.trim() || undefined,
          date: slot.start,
          guests: mode.guests,
          language: i18n.language,
          ...(proof ? { otpProof: proof } : {}),
          ...(held ? { holdId: held.holdId } : {}),
          ...human,
        };
        const answer = await postJson<TReserveResponse>('/reserve', body, {
          'Idempotency-Key': keyFor(body),
        });
        const table = tables.find((tb) => tb.id === answer.reservation.tableId);
        setConfirmed({
          kind: 'booked',
          start: answer.reservation.date,
          guests: answer.reservation.guests,
          tableNumber: table?.number ?? null,
          confirmation: answer.confirmation,
        });
      }
    } catch (failure) {
      // The API answered, so the proof is spent: solve a new one for the next try. (A lost answer keeps it: the
      // retry is the same request under the same Idempotency-Key, which the API answers as the first time.)
      if (failure instanceof ApiError && sentProof) bot.spend();
      if (failure instanceof ApiError && failure.code === 'BOT_CHECK_FAILED') setProofNeeded(true);
      // No answer and no network: the request never left this phone.
      if (!(failure instanceof ApiError) && !navigator.onLine) {
        setWaitingForNetwork(true);
        return setError(t(mode.largeParty ? 'offline.requestNotSent' : 'offline.notBooked'));
      }
      setError(errorText(failure, t(mode.largeParty ? 'errors.requestFailed' : 'errors.reserveFailed')));
    } finally {
      setBusy(false);
    }
  };

  // Offline at Reserve (issue 23 §6): nothing left this phone, so nothing was booked; the booking is sent again,
  // the same request under the same Idempotency-Key, as soon as the browser is back online (so never twice).
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    if (!waitingForNetwork) return;
    const retry = () => {
      setWaitingForNetwork(false);
      void latestSend.current();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork]);

  if (confirmed) return <Confirmation confirmed={confirmed} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWaitingForNetwork(false);
    void send();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('form.date')}</span>
        <input
          type="date"
          min={minDate}
          max={maxDate}
          value={date}
          required
          aria-describedby={mode.largeParty ? 'large-notice' : undefined}
          onChange={(event) => {
            onDate(event.target.value);
            onTime(null);
          }}
        />
      </label>
      {mode.largeParty && (
        <p className="muted" id="large-notice">
          {t('form.largeNotice', { days: minDays })}
        </p>
      )}
      {date && date < minDate && (
        <Banner tone="error">
          {mode.largeParty ? t('errors.largeTooSoon', { days: minDays }) : t('errors.dateInPast')}
        </Banner>
      )}
      {availabilityFailed && <Banner tone="error">{t('errors.availability')}</Banner>}
      {day?.closed && <Banner tone="info">{t('form.closed')}</Banner>}
      {day && !day.closed && day.fullyBooked && !mode.largeParty && (
        <Banner tone="info">{t('form.fullyBooked')}</Banner>
      )}
      {day && !day.closed && (
        <SlotPicker
          slots={day.slots}
          tables={tables}
          mode={mode}
          time={time}
          blocked={blocked}
          onTime={onTime}
          onTable={(table, at) => chooseTableAt(table, at)}
          focusTime={focusTime}
          onFocused={clearFocusTime}
        />
      )}
      {slot && blocked(slot) && !mode.largeParty && (
        <ChosenTimeBlocked
          slot={slot}
          slots={day?.slots ?? []}
          tables={tables}
          mode={mode}
          blocked={blocked}
          onTime={onTime}
          onTable={(table) => chooseTableAt(table, slot.time)}
        />
      )}
      {slot && hold && <p className="muted">{t('hold.note', { time: formatTime(hold.expiresAt) })}</p>}
      {slot && holdFailure && <Banner tone="error">{holdFailure}</Banner>}
      {slot && (
        <>
          <GuestsField
            id="guests"
            value={mode.guests}
            min={range.min}
            max={range.max}
            hint={t('form.guestsHint', { min: range.min, max: range.max })}
            onChange={onGuests}
          />
          <label className="field">
            <span>{t('form.name')}</span>
            <input
              ref={nameField}
              value={name}
              autoComplete="name"
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <div className="field">
            <span id="phone-label">{t('form.phone')}</span>
            <div className="phone">
              <select
                aria-label={t('form.countryCode')}
                value={countryCode}
                onChange={(e) => setCountryCode(e.target.value)}
              >
                {COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <input
                aria-labelledby="phone-label"
                type="tel"
                autoComplete="tel-national"
                value={phone}
                onChange={(e) => {
                  setPhone(e.target.value);
                  if (otpChannel === 'phone') setProof(null);
                }}
              />
            </div>
          </div>
          <label className="field">
            <span>{t('form.email')}</span>
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (otpChannel === 'email') setProof(null);
              }}
            />
          </label>
          {!mode.largeParty && <NotesField value={notes} onChange={setNotes} />}
          {otpChannel && !mode.largeParty && (
            <OtpStep
              restaurantId={restaurant.id}
              channel={otpChannel}
              email={email}
              phone={normalisePhone(phone, countryCode)}
              countryCode={countryCode}
              proof={proof}
              onProof={setProof}
            />
          )}
        </>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      {slot && <BotCheckStatus status={bot.status} onRetry={bot.renew} />}
      {slot && (
        <button
          className="btn btn-primary"
          type="submit"
          // Never enabled for a time that cannot be booked (it turned taken since it was chosen, say).
          disabled={busy || blocked(slot) || (!!otpChannel && !mode.largeParty && !proof)}
        >
          {t(mode.largeParty ? 'form.sendRequest' : 'form.reserve')}
        </button>
      )}
    </form>
  );
}
