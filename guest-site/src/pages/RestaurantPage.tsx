import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TPublicRestaurant, TTable } from '@stol/contracts';
import { getJson, query } from '../api/client';
import { BookingForm, type TBookingFormHandle } from '../booking/BookingForm';
import { PlanView } from '../booking/PlanView';
import { chooseTable, largePartyRange, modeChosen, type TBookingMode } from '../booking/mode';
import { ModeToggles } from '../booking/ModeToggles';
import { TablePicker } from '../booking/TablePicker';
import { useLiveVersion } from '../booking/use-live-refetch';
import { brandStyle } from '../ui/brand';
import { Header } from '../ui/Header';
import { CancelDialog } from '../links/CancelDialog';
import { navigate, useLocation } from '../routes/location';

// The phone's plan dialog and its gesture library load when first opened, not with the page (weight budget).
const TableModal = lazy(() => import('../booking/plan-modal/TableModal'));

type TLoad = { restaurant: TPublicRestaurant; tables: TTable[] } | 'loading' | 'failed';

/** The reservation page (guest spec §2.3): the floor plan and its toggles beside the booking form. */
export function RestaurantPage({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<TLoad>('loading');
  const [mode, setMode] = useState<TBookingMode>({
    tableId: null,
    anyTable: false,
    largeParty: false,
    guests: 2,
  });
  // The form's chosen slot and its day's slots: the plan shows the tables at that time (issue 19).
  const [chosen, setChosen] = useState<{ slot: TAvailabilitySlot | null; slots: readonly TAvailabilitySlot[] }>({
    slot: null,
    slots: [],
  });
  const onSlot = useCallback(
    (slot: TAvailabilitySlot | null, slots: readonly TAvailabilitySlot[]) => setChosen({ slot, slots }),
    [],
  );
  const form = useRef<TBookingFormHandle>(null);
  const version = useLiveVersion(restaurantId);
  const [planOpen, setPlanOpen] = useState(false);
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
      .then(([restaurant, tables]) => !stale && setLoad({ restaurant, tables }))
      .catch(() => !stale && setLoad((current) => (typeof current === 'object' ? current : 'failed')));
    return () => {
      stale = true;
    };
  }, [restaurantId, version]);

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

  const { restaurant, tables } = load;
  const large = largePartyRange(restaurant.floorplan.largePartyFrom, restaurant.floorplan.largePartyTo);
  const choose = (table: TTable) => setMode((m) => chooseTable(m, table));
  const planSlot = modeChosen(mode) ? chosen.slot : null;
  const planSlots = modeChosen(mode) ? chosen.slots : [];
  // A table at another time, offered by the plan for one that cannot be had: the form takes both (from the
  // phone's dialog focus goes back to 'View Tables', so the time does not take it).
  const chooseAt = (table: TTable, time: string, focus: boolean) =>
    form.current ? form.current.chooseTableAt(table, time, focus) : choose(table);
  const chosenTable = tables.find((table) => table.id === mode.tableId);
  const toggles = <ModeToggles mode={mode} setMode={setMode} tables={tables} large={large} />;
  return (
    <div className="app" style={brandStyle(restaurant.brandColors)}>
      <Header title={restaurant.name} subtitle={restaurant.address} back />
      <main className="page booking">
        <section className="plan-panel" aria-labelledby="plan-heading">
          <h2 id="plan-heading">{t('plan.heading')}</h2>
          {toggles}
          <div className="plan-inline">
            <TablePicker
              restaurant={restaurant}
              tables={tables}
              selectedId={mode.tableId}
              slot={planSlot}
              slots={planSlots}
              mode={mode}
              frame={(plan) => <PlanView>{plan}</PlanView>}
              onSelect={choose}
              onSelectAt={(table, time) => chooseAt(table, time, true)}
            />
          </div>
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
                restaurant={restaurant}
                tables={tables}
                selectedId={mode.tableId}
                slot={planSlot}
                slots={planSlots}
                mode={mode}
                toggles={toggles}
                onSelect={choose}
                onSelectAt={(table, time) => chooseAt(table, time, false)}
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
              version={version}
              onGuests={(guests) => setMode((m) => ({ ...m, guests }))}
              onSlot={onSlot}
              onTable={choose}
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
