import { Box, Stack, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { shownByOfflineBanner } from '../../offline/shown-by-banner';
import { StatsSkeleton } from './StatsSkeleton';

interface TStatsQuery<T> {
  data?: T;
  isError: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading / error / data for a stats query. The first load shows a skeleton in the shape of the counts; a
 * refetch (polling, Retry) keeps the counts on screen, dimmed and marked busy, with an "Updating…" status. A
 * failed background refresh keeps the last counts on screen under the error, so a short outage does not blank
 * the dashboard. The error text is the server's `error` when it sent one (in the user's language), else
 * 'Failed to load dashboard stats' (staff spec §8).
 */
export function StatsQueryState<T>({
  query,
  children,
  skeleton,
  offlineBanner = false,
}: {
  query: TStatsQuery<T>;
  children: (data: T) => ReactNode;
  /** The first-load placeholder; two stat cards by default. */
  skeleton?: ReactNode;
  /** The page shows the 'Offline since' banner (the restaurant dashboard): a refresh lost offline is its to say. */
  offlineBanner?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const error =
    query.isError && !(offlineBanner && shownByOfflineBanner(query)) ? (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadStats'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : null;

  if (query.data === undefined) {
    if (error && !query.isFetching) return error;
    return skeleton ?? <StatsSkeleton label={t('loading')} />;
  }
  const refreshing = query.isFetching === true;
  return (
    <Stack gap="md">
      {error}
      <VisuallyHidden role="status" aria-live="polite">
        {refreshing ? t('refreshing') : ''}
      </VisuallyHidden>
      <Box
        aria-busy={refreshing}
        data-refreshing={refreshing || undefined}
        style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        {children(query.data)}
      </Box>
    </Stack>
  );
}
