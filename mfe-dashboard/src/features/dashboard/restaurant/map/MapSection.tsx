import { Stack, Title } from '@mantine/core';
import type { TReservationListItem, TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState, lazyWithRetry } from '@stol/ui';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_POLLING_MS, useDayRestaurantQuery, useDayTablesQuery } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';

/**
 * The renderer is a chunk of its own: the dashboard's counts and list do not wait for it. A failed load is retried
 * and then shown by the map's area boundary with Try again (issue 19 §1).
 */
const DayMap = lazyWithRetry(() => import('./DayMap'));

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
  const loading = <LoadingState label={t('loading')} />;

  let body;
  if (tables.data === undefined)
    body = tables.isError ? (
      <ErrorState
        message={errorMessage(tables.error, t('errors.loadTables'))}
        onRetry={() => void tables.refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      loading
    );
  else if (tables.data.length === 0) body = <EmptyState message={t('map.empty')} />;
  else
    body = (
      <Suspense fallback={loading}>
        <DayMap
          restaurantName={restaurant.data?.name ?? ''}
          tables={tables.data}
          floorplan={restaurant.data?.floorplan}
          reservations={reservations}
          now={now}
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
