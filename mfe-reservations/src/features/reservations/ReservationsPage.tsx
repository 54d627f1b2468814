import { Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { errorMessage, useCurrentUser, useZagrebClock, zagrebDayKey } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/hr';
import { useListReservationsQuery } from '../../api/reservations-api';
import { useListRestaurantOptionsQuery } from '../../api/restaurants-api';
import { NAMESPACE } from '../../i18n/translations';
import { ApprovalsPanel } from '../approvals/ApprovalsPanel';
import { useExportCsv } from './export/use-export-csv';
import { initialFilterValues, toListQuery, type TFilterValues } from './filters/filter-values';
import { ReservationFilters } from './filters/ReservationFilters';
import { PaginationFooter } from './list/PaginationFooter';
import { ReservationGroups } from './list/ReservationGroups';
import { LiveReload } from './live/LiveReload';
import { canApproveChanges, canEditReservations, canFilterByRestaurant } from './permissions';

/** Row states (occupied until, upcoming) move with the clock; a minute is fine enough for HH:mm. */
const ROW_STATE_TICK_MS = 30_000;

/** The /reservations screen (staff spec §2 "Reservations"). */
export function ReservationsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const now = useZagrebClock(ROW_STATE_TICK_MS);
  const [draft, setDraft] = useState<TFilterValues>(() => initialFilterValues(zagrebDayKey(new Date())));
  const [applied, setApplied] = useState({ filters: draft, page: 1 });
  const role = user?.role ?? 'staff';

  const list = useListReservationsQuery(toListQuery(applied.filters, applied.page));
  const restaurants = useListRestaurantOptionsQuery(undefined, { skip: !canFilterByRestaurant(role) });
  const [exportCsv, exporting] = useExportCsv();

  const reservations = list.data?.reservations ?? [];
  const restaurantIds = [
    ...new Set([
      ...reservations.map((r) => r.restaurantId),
      ...(applied.filters.restaurantId ? [Number(applied.filters.restaurantId)] : []),
      ...(user?.restaurantId ? [user.restaurantId] : []),
    ]),
  ];

  return (
    <DatesProvider settings={{ locale: i18n.language === 'hr' ? 'hr' : 'en', firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {canApproveChanges(role) ? <ApprovalsPanel /> : null}
        <ReservationFilters
          values={draft}
          onChange={setDraft}
          onApply={() => setApplied({ filters: draft, page: 1 })}
          onExport={() => void exportCsv(draft)}
          exporting={exporting}
          restaurants={canFilterByRestaurant(role) ? (restaurants.data ?? []) : null}
        />
        {list.isLoading ? <LoadingState label={t('loading')} /> : null}
        {list.isError ? (
          <ErrorState
            message={errorMessage(list.error, t('errors.load'))}
            onRetry={() => void list.refetch()}
            retryLabel={t('retry')}
          />
        ) : null}
        {list.data && reservations.length === 0 ? <EmptyState message={t('empty')} /> : null}
        {reservations.length > 0 ? (
          <ReservationGroups reservations={reservations} now={now} canEdit={canEditReservations(role)} />
        ) : null}
        {list.data ? (
          <PaginationFooter
            total={list.data.pagination.total}
            page={applied.page}
            pageSize={applied.filters.pageSize}
            onPageChange={(page) => setApplied((current) => ({ ...current, page }))}
          />
        ) : null}
        <LiveReload restaurantIds={restaurantIds} />
      </Stack>
    </DatesProvider>
  );
}
