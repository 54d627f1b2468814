import { Stack } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { ErrorState, LoadingState } from '@stol/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

interface TStatsQuery<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading / error / data for a stats query. A failed background refresh keeps the last counts on screen
 * under the error, so a short outage does not blank the dashboard. The error text is the server's `error`
 * when it sent one, else 'Failed to load dashboard stats' (staff spec §8).
 */
export function StatsQueryState<T>({
  query,
  children,
}: {
  query: TStatsQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const error = query.isError ? (
    <ErrorState
      message={errorMessage(query.error, t('errors.loadStats'))}
      onRetry={() => void query.refetch()}
      retryLabel={t('retry')}
    />
  ) : null;

  if (query.data === undefined) return error ?? <LoadingState label={t('loading')} />;
  return (
    <Stack gap="md">
      {error}
      {children(query.data)}
    </Stack>
  );
}
