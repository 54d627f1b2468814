import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TReservationListItem } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { PHONE_QUERY, TABLET_QUERY, WIDE_QUERY } from '../../../../layout/media-queries';
import { shownByOfflineBanner } from '../../../offline/shown-by-banner';
import { groupByPhase } from '../day/phase-groups';
import { canExtend } from '../day/permissions';
import { EarlyCheckInDialog } from './EarlyCheckInDialog';
import { TodayCards } from './TodayCards';
import { TodayTable } from './TodayTable';
import type { TDayActions } from './use-day-actions';
import { WINDOW_FROM_ROWS } from './use-row-window';

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
  /** The list's heading: today's, or the chosen day's. */
  title: string;
  /** Another day than today: rows show Info only. */
  readOnly: boolean;
  /** The day shown (YYYY-MM-DD). */
  day: string;
}

/**
 * The day's reservations (staff spec §2), grouped the way a host works them (issue 22 §3): at the door, seated,
 * later, done (cancelled ones last, struck through).
 */
export function TodayList({ query, now, actions, onInfo, title, readOnly, day }: TodayListProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const headingId = useId();
  const reasonId = useId();
  const staff = user ? !canExtend(user.role) : true;
  // Cards below a desk's width: on the tablet the list shares the screen with the plan, and a six-column table
  // pushed the actions out of sight.
  const initial = { getInitialValueInEffect: false } as const;
  const phone = useMediaQuery(PHONE_QUERY, false, initial) ?? false;
  const tablet = useMediaQuery(TABLET_QUERY, false, initial) ?? false;
  const wide = useMediaQuery(WIDE_QUERY, false, initial) ?? false;
  const compact = phone || (tablet && !wide);
  const sections = useMemo(() => groupByPhase(query.data ?? [], now), [query.data, now]);
  // One early check-in dialog for the list, told which reservation: a closed modal in every row cost a busy day
  // (300 rows) most of its drawing time.
  const [confirming, setConfirming] = useState<TReservationListItem | null>(null);

  const error =
    query.isError && !shownByOfflineBanner(query) ? (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadReservations'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : null;

  const rowsProps = {
    sections,
    now,
    actions,
    onInfo,
    headingId,
    extendDisabledReasonId: staff ? reasonId : null,
    readOnly,
    onEarlyCheckIn: setConfirming,
    windowed: (query.data?.length ?? 0) > WINDOW_FROM_ROWS,
    day,
  };
  let body;
  if (query.data === undefined)
    body = error && !query.isFetching ? error : <LoadingState label={t('dayView.loading')} />;
  else if (sections.length === 0)
    body = (
      <>
        {error}
        <EmptyState message={t('dayView.empty')} />
      </>
    );
  else
    body = (
      <>
        {error}
        {staff && !readOnly && (
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
        {title}
      </Title>
      {body}
      <EarlyCheckInDialog
        reservation={confirming}
        now={now}
        onConfirm={(r) => void actions.checkIn(r)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
