import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TRestaurant, TTable } from '@stol/contracts';
import { getJson, query } from '../api/client';
import { BookingForm } from '../booking/BookingForm';
import {
  chooseTable,
  largePartyRange,
  modeChosen,
  setAnyTable,
  setLargeParty,
  type TBookingMode,
} from '../booking/mode';
import { TablePicker } from '../booking/TablePicker';
import { useLiveVersion } from '../booking/use-live-refetch';
import { brandStyle } from '../ui/brand';
import { Header } from '../ui/Header';

type TLoad = { restaurant: TRestaurant; tables: TTable[] } | 'loading' | 'failed';

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
  const [slot, setSlot] = useState<TAvailabilitySlot | null>(null);
  const version = useLiveVersion(restaurantId);

  useEffect(() => {
    let stale = false;
    Promise.all([
      getJson<TRestaurant>(`/restaurants/${restaurantId}`),
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
  return (
    <div className="app" style={brandStyle(restaurant.brandColors)}>
      <Header title={restaurant.name} subtitle={restaurant.address} back />
      <main className="page booking">
        <section className="plan-panel" aria-labelledby="plan-heading">
          <h2 id="plan-heading">{t('plan.heading')}</h2>
          <div className="toggles">
            <label className="toggle">
              <input
                type="checkbox"
                checked={mode.anyTable}
                onChange={(event) => setMode((m) => setAnyTable(m, event.target.checked))}
              />
              {t('mode.anyTable')}
            </label>
            <label className="toggle">
              <input
                type="checkbox"
                checked={mode.largeParty}
                onChange={(event) => setMode((m) => setLargeParty(m, event.target.checked, tables, large))}
              />
              {t('mode.largeParty', { from: large.from })}
            </label>
          </div>
          <TablePicker
            restaurant={restaurant}
            tables={tables}
            selectedId={mode.tableId}
            slot={modeChosen(mode) ? slot : null}
            onSelect={(table) => setMode((m) => chooseTable(m, table))}
          />
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
              onSlot={setSlot}
            />
          ) : (
            <p className="muted">{t('form.chooseFirst')}</p>
          )}
        </section>
      </main>
    </div>
  );
}
