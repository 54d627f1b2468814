import { Stack, Title } from '@mantine/core';
import type { TReservationListItem, TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState, lazyWithRetry } from '@stol/ui';
import { Suspense, useDeferredValue, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_POLLING_MS, useDayRestaurantQuery, useDayTablesQuery } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';

/**
 * The renderer is a chunk of its own: the dashboard's counts and list do not wait for it. A failed load is retried
 * and then shown by the map's area boundary with Try again (issue 19 §1).
 */
const loadDayMap = () => import('./DayMap');
const DayMap = lazyWithRetry(loadDayMap);

interface MapSectionProps {
  restaurantId: number;
  reservations: readonly TReservationListItem[];
  now: number;
  selectedId: number | null;
  onSelect: (table: TTable) => void;
}

/** "Floor plan": the tables (polled with the list) on the restaurant's floor plan. */
export function MapSection({ restaurantId, reservations, now, selectedId, onSelect }: MapSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: DAY_POLLING_MS });
  const restaurant = useDayRestaurantQuery(restaurantId);
  // Asked for with the tables, not after their answer: otherwise the plan's chunks arrive and are evaluated just as
  // the day's answer (the heaviest of the first reads) lands, and the list's first drawing waits behind them (issue
  // 22 §7). The same files the plan loads anyway; a failure here is the lazy load's to retry and show.
  useEffect(() => void loadDayMap().catch(() => undefined), []);
  const loading = <LoadingState label={t('loading')} />;
  // The plan is drawn a step behind the list: its tables, the day and the clock as deferred values, so a render
  // that brings them (the tables' answer, the day's, a tick) draws the list and the header first and the plan in
  // a render of its own that the next answer or tap may interrupt. The day's first rows wait for neither the
  // plan's first drawing nor its colouring of 300 bookings (issue 22 §7).
  const shownTables = useDeferredValue(tables.data);
  const shownReservations = useDeferredValue(reservations);
  const shownNow = useDeferredValue(now);

  let body;
  if (shownTables === undefined)
    body = tables.isError ? (
      <ErrorState
        message={errorMessage(tables.error, t('errors.loadTables'))}
        onRetry={() => void tables.refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      loading
    );
  else if (shownTables.length === 0) body = <EmptyState message={t('map.empty')} />;
  else
    body = (
      <Suspense fallback={loading}>
        <DayMap
          restaurantName={restaurant.data?.name ?? ''}
          tables={shownTables}
          floorplan={restaurant.data?.floorplan}
          reservations={shownReservations}
          now={shownNow}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      </Suspense>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('map.title')}
      </Title>
      {body}
    </Stack>
  );
}
