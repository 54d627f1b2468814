import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  largePartyMinDaysAhead,
  type TAvailabilitySlot,
  type TPublicRestaurant,
  type TTable,
} from '@stol/contracts';
import { getJson, query } from '../api/client';
import { BookingForm, type TBookingFormHandle } from '../booking/BookingForm';
import { ChoiceBar } from '../booking/ChoiceBar';
import { choiceSummary } from '../booking/choice-summary';
import { firstBookable } from '../booking/day-view';
import { chooseTable, largePartyRange, modeChosen, setBarGuests, type TBookingMode } from '../booking/mode';
import { ModeToggles } from '../booking/ModeToggles';
import { PlanView } from '../booking/PlanView';
import { rememberedHold } from '../booking/remembered-hold';
import { TablePicker } from '../booking/TablePicker';
import { closedWeekday, lastBookableDay } from '../booking/date-rules';
import { partySetsDay } from '../booking/party-sets-day';
import { useBookingDay } from '../booking/use-booking-day';
import { useLiveVersion } from '../booking/use-live-refetch';
import { addDays, zagrebToday } from '../booking/zagreb-time';
import { CancelDialog } from '../links/CancelDialog';
import { navigate, useLocation } from '../routes/location';
import { brandStyle } from '../ui/brand';
import { Banner, Header } from '../ui/Header';
import { useWideScreen } from '../ui/use-wide-screen';
import { rememberedRestaurant, rememberRestaurant } from './remembered-restaurant';

// The phone's plan dialog and its gesture library load when first opened, not with the page (weight budget).
const TableModal = lazy(() => import('../booking/plan-modal/TableModal'));

type TLoad = { restaurant: TPublicRestaurant; tables: TTable[]; offline: boolean } | 'loading' | 'failed';

const NO_TABLES: TTable[] = [];
/** How many days past today the page looks for the next bookable time before it shows 'No time left'. */
const NEXT_DAYS_LOOKED = 7;

/**
 * The reservation page (guest spec §2.3; issue 23 §1): party, date and time first in a bar at the top, the floor
 * plan showing every table at that choice, and the booking form's steps in step with the bar (one choice, shown
 * in both). Choosing a table or 'Any table is fine' goes straight to the details.
 */
export function RestaurantPage({ restaurantId }: { restaurantId: number }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<TLoad>('loading');
  const [mode, setMode] = useState<TBookingMode>({
    tableId: null,
    anyTable: false,
    largeParty: false,
    guests: 2,
  });
  // The page's one choice of day and time: the bar and the form's steps both show and set it. The time is the
  // guest's pick; without one (at first, or on another day) the day's next bookable time.
  const [pickedDate, setDate] = useState(zagrebToday);
  // Whether the guest chose the day (the bar or the form): until then the page may move on to the next day with a
  // bookable time.
  const [dayChosen, setDayChosen] = useState(false);
  const [pickedTime, setTime] = useState<string | null>(null);
  // The guest's own hold, asked with availability so it blocks nothing for them (one remembered for the tab from
  // before a reload included: their table stays free to them on the plan).
  const [holdId, setHoldId] = useState<string | null>(() => rememberedHold(restaurantId)?.holdId ?? null);
  const [focusDetails, setFocusDetails] = useState(0);
  const form = useRef<TBookingFormHandle>(null);
  const version = useLiveVersion(restaurantId);
  const [planOpen, setPlanOpen] = useState(false);
  // Phones see the plan only in the dialog: the inline one is not drawn there at all (not merely hidden).
  const wide = useWideScreen();
  // A link with ?cancelToken opens the cancel confirmation over the page (guest spec §2.3).
  const location = useLocation();
  const cancelToken = new URLSearchParams(location.split('?')[1] ?? '').get('cancelToken');
  const closeCancel = () => navigate(location.split('?')[0] ?? '/', { replace: true });

  useEffect(() => {
    let stale = false;
    Promise.all([
      getJson<TPublicRestaurant>(`/restaurants/${restaurantId}`),
      getJson<TTable[]>(`/public/tables?${query({ restaurantId })}`),
    ])
      .then(([restaurant, tables]) => {
        rememberRestaurant(restaurantId, { restaurant, tables });
        if (!stale) setLoad({ restaurant, tables, offline: false });
      })
      .catch(() => {
        if (stale) return;
        // Offline (or the API unreachable): the page from the last visit, saying so (issue 23 §6).
        const remembered = rememberedRestaurant(restaurantId);
        setLoad((current) =>
          typeof current === 'object' ? current : remembered ? { ...remembered, offline: true } : 'failed',
        );
      });
    return () => {
      stale = true;
    };
  }, [restaurantId, version]);

  const loaded = typeof load === 'object' ? load : null;
  const tables = loaded?.tables ?? NO_TABLES;
  const large = largePartyRange(
    loaded?.restaurant.floorplan.largePartyFrom,
    loaded?.restaurant.floorplan.largePartyTo,
  );
  const today = zagrebToday();
  // The guests' booking window (issue 24); a large party's request is no booking and keeps its own notice rule.
  const lastDay = mode.largeParty ? undefined : lastBookableDay(loaded?.restaurant, today);
  const minDate =
    mode.largeParty && loaded ? addDays(today, largePartyMinDaysAhead(loaded.restaurant.floorplan)) : today;
  // A large party's request needs its notice: an earlier day shows as the first it can ask for.
  const date = mode.largeParty && pickedDate && pickedDate < minDate ? minDate : pickedDate;
  const { day, planDay, failed } = useBookingDay(
    restaurantId,
    tables,
    mode,
    date,
    version,
    holdId,
    partySetsDay(loaded?.restaurant),
  );
  // A large party asks the staff, so only a closed or past time stops it.
  const blocked = (s: TAvailabilitySlot) =>
    mode.largeParty ? s.reason === 'closed' || s.reason === 'past' : !s.available;
  const nextBookable = mode.largeParty ? (day?.slots.find((s) => !blocked(s)) ?? null) : firstBookable(day);
  const time = pickedTime ?? nextBookable?.time ?? null;

  // Late in the evening, or on a closed day, today has no time left: the page opens on the first of the next
  // NEXT_DAYS_LOOKED days that has one, as long as the guest has not chosen a day, a table or a large party.
  const untouched = !dayChosen && !modeChosen(mode);
  // Set while rendering (React's 'adjusting state when a prop changes'): the day's answer decides it, and the guard
  // on the answer's date makes it happen once per day looked at. Only once the tables are in: the day's answer may
  // come first, and without tables every time would look too small, moving a bookable today to tomorrow.
  if (
    untouched &&
    loaded &&
    day?.date === pickedDate &&
    !nextBookable &&
    pickedDate < addDays(today, NEXT_DAYS_LOOKED)
  )
    setDate(addDays(pickedDate, 1));

  const chooseDate = (next: string) => {
    setDayChosen(true);
    setDate(next);
    setTime(null);
  };

  if (load === 'loading')
    return (
      <main className="page page-center">
        <p role="status">{t('common.loading')}</p>
      </main>
    );
  if (load === 'failed')
    return (
      <div className="app">
        <Header title={t('restaurant.notFound')} back />
        <main className="page page-center">
          <a href="/">{t('common.goHome')}</a>
        </main>
      </div>
    );

  const { restaurant } = load;
  // A choice made on the plan or the toggles goes straight to the details (the form's first field).
  // The time the plan showed is the guest's from now on (not the next bookable one for the new choice).
  const chosen = () => {
    setTime(time);
    setFocusDetails((n) => n + 1);
  };
  const choose = (table: TTable) => {
    setMode((m) => chooseTable(m, table));
    chosen();
  };
  const changeMode: Dispatch<SetStateAction<TBookingMode>> = (update) => {
    setMode(update);
    chosen();
  };
  const planSlot = planDay?.slots.find((s) => s.time === time) ?? null;
  const planSlots = planDay?.slots ?? [];
  // A table at another time, offered by the plan for one that cannot be had: the form takes both (from the
  // phone's dialog focus goes to the details, so the time does not take it).
  const chooseAt = (table: TTable, at: string, focus: boolean) => {
    if (form.current) form.current.chooseTableAt(table, at, focus);
    else {
      setMode((m) => chooseTable(m, table));
      setTime(at);
    }
    if (!focus) chosen();
  };
  const chosenTable = tables.find((table) => table.id === mode.tableId);
  // What the plan beside the form and the phone's dialog both show and do.
  const planProps = {
    restaurant,
    tables,
    selectedId: mode.tableId,
    slot: planSlot,
    slots: planSlots,
    mode,
    onSelect: choose,
  };
  const toggles = <ModeToggles mode={mode} setMode={changeMode} tables={tables} large={large} />;
  // In the phone's dialog, ticking 'Any table' or 'Large party' is a choice too: the dialog closes for the details.
  const dialogToggles = (
    <ModeToggles
      mode={mode}
      setMode={(update) => {
        changeMode(update);
        setPlanOpen(false);
      }}
      tables={tables}
      large={large}
    />
  );
  // The dialog's header line, worked out only while it is open (not part of the page's first load).
  const summary = planOpen ? choiceSummary(t, i18n.language, { date, time, guests: mode.guests }) : undefined;
  return (
    <div className="app" style={brandStyle(restaurant.brandColors)}>
      <Header title={restaurant.name} subtitle={restaurant.address} back />
      {load.offline && (
        <div className="page page-offline">
          <Banner tone="info">{t('offline.page')}</Banner>
        </div>
      )}
      <ChoiceBar
        guests={mode.guests}
        date={date}
        time={time}
        day={day}
        minDate={minDate}
        maxDate={lastDay}
        closedWeekday={closedWeekday(loaded?.restaurant, date, lastDay)}
        blocked={blocked}
        onGuests={(guests) => setMode((m) => setBarGuests(m, guests, tables, large))}
        onDate={chooseDate}
        onTime={setTime}
      />
      <main className="page booking">
        <section className="plan-panel" aria-labelledby="plan-heading">
          <h2 id="plan-heading">{t('plan.heading')}</h2>
          {toggles}
          {wide && (
            <div className="plan-inline">
              <TablePicker
                {...planProps}
                fit="tables"
                frame={(plan) => <PlanView>{plan}</PlanView>}
                onSelectAt={(table, at) => chooseAt(table, at, true)}
              />
            </div>
          )}
          <div className="plan-phone">
            <button
              type="button"
              className="btn btn-primary"
              aria-haspopup="dialog"
              onClick={() => setPlanOpen(true)}
            >
              {t('plan.viewTables')}
            </button>
            {chosenTable && <p className="muted">{t('plan.chosenTable', { number: chosenTable.number })}</p>}
          </div>
          {planOpen && (
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <TableModal
                {...planProps}
                summary={summary}
                toggles={dialogToggles}
                onSelectAt={(table, at) => chooseAt(table, at, false)}
                onClose={() => setPlanOpen(false)}
              />
            </Suspense>
          )}
        </section>
        <section className="form-panel" aria-labelledby="form-heading">
          <h2 id="form-heading">{t('form.heading')}</h2>
          {modeChosen(mode) ? (
            <BookingForm
              restaurant={restaurant}
              tables={tables}
              mode={mode}
              large={large}
              date={date}
              time={time}
              onDate={chooseDate}
              onTime={setTime}
              minDate={minDate}
              maxDate={lastDay}
              day={day}
              availabilityFailed={failed}
              onGuests={(guests) => setMode((m) => ({ ...m, guests }))}
              onHold={setHoldId}
              focusDetails={focusDetails}
              onTable={(table) => setMode((m) => chooseTable(m, table))}
              ref={form}
            />
          ) : (
            <p className="muted">{t('form.chooseFirst')}</p>
          )}
        </section>
      </main>
      {cancelToken && <CancelDialog token={cancelToken} onClose={closeCancel} />}
    </div>
  );
}
