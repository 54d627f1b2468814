import { Group, Progress, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSocketEventPayload } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { useZagrebClock, zagrebDayKey } from '@stol/platform/time';
import { EmptyState, ErrorState } from '@stol/ui';
import { NewReservationButton } from '@stol/ui/new-reservation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListReservationsQuery } from '../../api/reservations-api';
import { useListRestaurantOptionsQuery } from '@stol/platform/restaurant-options';
import { NAMESPACE } from '../../i18n/translations';
import { ApprovalsPanel } from '../approvals/ApprovalsPanel';
import { useExportCsv } from './export/use-export-csv';
import { readFilters, toListQuery, writeFilters, type TFilterValues } from './filters/filter-values';
import { ReservationFilters } from './filters/ReservationFilters';
import { timeSlotsFor } from './filters/time-slots';
import { ListSkeleton } from './list/ListSkeleton';
import { PaginationFooter } from './list/PaginationFooter';
import { ReservationGroups } from './list/ReservationGroups';
import { reservationLabel } from './list/row-text';
import { useGuestName } from './list/use-guest-name';
import { LiveReload } from './live/LiveReload';
import { canApproveChanges, canEditReservations, canFilterByRestaurant } from './permissions';
import { notifyWarning } from './resolve/notify-warning';
import type { TPendingEdit } from './resolve/pending-edit';

/** Row states (occupied until, upcoming) move with the clock; a minute is fine enough for HH:mm. */
const ROW_STATE_TICK_MS = 30_000;
/** Mantine's `sm` breakpoint: below it rows become cards. */
const PHONE_QUERY = '(max-width: 48em)';

/** The /reservations screen (staff spec §2 "Reservations"; issue 8 §5, the list for a host). */
export function ReservationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const user = useCurrentUser();
  const now = useZagrebClock(ROW_STATE_TICK_MS);
  const today = zagrebDayKey(now);
  const compact = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [params, setParams] = useSearchParams();
  const { filters, page } = readFilters(params, today);
  const role = user?.role ?? 'staff';
  const [pendingEdits, setPendingEdits] = useState<Record<number, TPendingEdit>>({});

  const list = useListReservationsQuery(toListQuery(filters, page));
  const restaurants = useListRestaurantOptionsQuery();
  const [exportCsv, exporting] = useExportCsv();

  // The latest applied filters, also between a change and the render that shows it (navigation runs in a
  // transition): every change is a patch on these, so quick successive changes all land.
  const latestFilters = useRef(filters);
  useEffect(() => {
    latestFilters.current = readFilters(params, today).filters;
  }, [params, today]);
  const apply = (patch: Partial<TFilterValues>, nextPage = 1): TFilterValues => {
    const next = { ...latestFilters.current, ...patch };
    latestFilters.current = next;
    setParams(writeFilters(next, nextPage, today), { replace: true });
    return next;
  };

  const reservations = list.data?.reservations ?? [];
  const restaurantIds = [
    ...new Set([
      ...reservations.map((r) => r.restaurantId),
      ...(filters.restaurantId ? [Number(filters.restaurantId)] : []),
      ...(user?.restaurantId ? [user.restaurantId] : []),
      ...(user?.restaurantIds ?? []),
    ]),
  ];

  const setPendingEdit = useCallback((reservationId: number, edit: TPendingEdit) => {
    setPendingEdits((current) => ({ ...current, [reservationId]: edit }));
  }, []);

  // A manager rejected a request this user filed: drop the edit kept since the 202 and say so.
  const rowsRef = useRef(reservations);
  useEffect(() => {
    rowsRef.current = reservations;
  });
  const onApprovalRejected = useCallback(
    (payload: TSocketEventPayload) => {
      if (payload.reservationId === undefined || payload.requestedById !== user?.id) return;
      const id = payload.reservationId;
      setPendingEdits((current) => {
        const { [id]: _dropped, ...rest } = current;
        return rest;
      });
      const row = rowsRef.current.find((r) => r.id === id);
      notifyWarning(
        row
          ? t('resolve.rejectedFor', { label: reservationLabel(row, guestName(row)) })
          : t('resolve.rejected'),
      );
    },
    [t, user?.id, guestName],
  );

  const refreshing = list.isFetching && !list.isLoading;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {/* A restaurant's own users book there; managers and the superadmin choose (the filter's, if set). */}
        <NewReservationButton
          restaurantId={filters.restaurantId ? Number(filters.restaurantId) : (user?.restaurantId ?? null)}
          restaurants={restaurants.data}
        />
      </Group>
      {canApproveChanges(role) ? <ApprovalsPanel /> : null}
      <ReservationFilters
        values={filters}
        onChange={(patch) => apply(patch)}
        onExport={(patch) => {
          // A search still being typed is applied first (back to page 1 if it changed): list and file agree.
          const samePage = patch.q === undefined || patch.q === latestFilters.current.q;
          void exportCsv(apply(patch, samePage ? page : 1));
        }}
        exporting={exporting}
        total={list.data && !list.isFetching ? list.data.pagination.total : null}
        restaurants={canFilterByRestaurant(role) ? (restaurants.data ?? []) : null}
        compact={compact}
        timeSlots={timeSlotsFor(restaurants.data, filters.restaurantId, filters.date, filters.time)}
      />
      <Stack
        gap="sm"
        aria-busy={list.isFetching}
        data-refreshing={refreshing || undefined}
        style={{ position: 'relative', opacity: refreshing ? 0.7 : 1, transition: 'opacity 150ms' }}
      >
        {refreshing ? (
          <Progress
            value={100}
            animated
            size="xs"
            aria-label={t('refreshing')}
            data-testid="reservations-refreshing"
            style={{ position: 'absolute', insetInline: 0, top: -6 }}
          />
        ) : null}
        {list.isLoading ? <ListSkeleton label={t('loading')} compact={compact} /> : null}
        {list.isError ? (
          <ErrorState
            message={errorMessage(list.error, t('errors.load'))}
            onRetry={() => void list.refetch()}
            retryLabel={t('retry')}
          />
        ) : null}
        {list.data && reservations.length === 0 ? <EmptyState message={t('empty')} /> : null}
        {reservations.length > 0 ? (
          <ReservationGroups
            reservations={reservations}
            compact={compact}
            now={now}
            canEdit={canEditReservations(role)}
            pendingEdits={pendingEdits}
            onPendingChange={setPendingEdit}
            showDay={filters.date === null}
          />
        ) : null}
      </Stack>
      {list.data ? (
        <PaginationFooter
          total={list.data.pagination.total}
          page={page}
          pageSize={filters.pageSize}
          onPageChange={(next) => apply({}, next)}
        />
      ) : null}
      <LiveReload restaurantIds={restaurantIds} onApprovalRejected={onApprovalRejected} />
    </Stack>
  );
}
