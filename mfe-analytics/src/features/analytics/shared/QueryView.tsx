import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { AccessDenied } from '../AccessDenied';

/** What every tab reads of its RTK Query hook. */
interface TQueryLike<T> {
  /** The answer for the current arguments only: after a period switch, the old period's figures are not shown. */
  currentData?: T;
  error?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

const isForbidden = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;

/**
 * The loading, error, empty and loaded states every analytics view shares (DESIGN §8). A 403 (the user's plan
 * changed since sign-in) shows guest spec §2.15's access-denied text; other failures the server's message, or the
 * fallback, with Try again — also what a lost connection shows.
 */
export function QueryView<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: TQueryLike<T>;
  isEmpty: (data: T) => boolean;
  /** Defaults to 'No data available' (guest spec §8). */
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const data = query.currentData;
  if (data === undefined) {
    if (!query.isError) return <LoadingState label={t('analytics.loading')} />;
    if (isForbidden(query.error)) return <AccessDenied />;
    return (
      <ErrorState
        message={errorMessage(query.error, t('analytics.errors.load'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('analytics.retry')}
      />
    );
  }
  if (isEmpty(data)) return <EmptyState message={emptyText ?? t('analytics.noData')} />;
  return <>{children(data)}</>;
}
