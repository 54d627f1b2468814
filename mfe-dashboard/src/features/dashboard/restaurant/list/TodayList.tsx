import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TReservationListItem } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { PHONE_QUERY } from '../../../../layout/media-queries';
import { shownByOfflineBanner } from '../../../offline/shown-by-banner';
import { canExtend } from '../day/permissions';
import { TodayCards } from './TodayCards';
import { TodayTable } from './TodayTable';
import type { TDayActions } from './use-day-actions';

interface TodayListProps {
  query: {
    data?: TReservationListItem[];
    isError: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  now: number;
  actions: TDayActions;
  onInfo: (reservation: TReservationListItem) => void;
}

/** Today's reservations (staff spec §2) in start order; cancelled bookings are not listed. */
export function TodayList({ query, now, actions, onInfo }: TodayListProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const headingId = useId();
  const reasonId = useId();
  const staff = user ? !canExtend(user.role) : true;
  const compact = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;

  const error =
    query.isError && !shownByOfflineBanner(query) ? (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadReservations'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : null;

  const rows = query.data?.filter((r) => r.status !== 'cancelled') ?? [];
  const rowsProps = {
    rows,
    now,
    actions,
    onInfo,
    headingId,
    extendDisabledReasonId: staff ? reasonId : null,
  };
  let body;
  if (query.data === undefined)
    body = error && !query.isFetching ? error : <LoadingState label={t('day.loading')} />;
  else if (rows.length === 0)
    body = (
      <>
        {error}
        <EmptyState message={t('day.empty')} />
      </>
    );
  else
    body = (
      <>
        {error}
        {staff && (
          <Text id={reasonId} size="sm" c="dimmed">
            {t('day.actions.staffCannotExtend')}
          </Text>
        )}
        {compact ? <TodayCards {...rowsProps} /> : <TodayTable {...rowsProps} />}
      </>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('day.title')}
      </Title>
      {body}
    </Stack>
  );
}
