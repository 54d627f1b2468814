import { Stack, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_POLLING_MS, useDayTablesQuery } from '../../../api/day-view-api';
import { LARGE_PARTY_POLLING_MS, useLargePartyRequestsQuery } from '../../../api/large-party-api';
import { NAMESPACE } from '../../../i18n/translations';
import { LargePartyLive } from './LargePartyLive';
import { LargePartyRequestCard } from './LargePartyRequestCard';

/**
 * The day view's large-party panel (issue 11 §2; staff spec §2, §5): the restaurant's pending requests,
 * polled every 60 s and reloaded on large_party.updated. For restaurant admins, managers and the superadmin;
 * the caller hides it from staff (whom the API refuses anyway).
 */
export function LargePartyPanel({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const query = useLargePartyRequestsQuery(restaurantId, { pollingInterval: LARGE_PARTY_POLLING_MS });
  // The same cached query as the map's: the manual choice lists the restaurant's tables.
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: DAY_POLLING_MS });

  let body;
  if (query.data === undefined)
    body = query.isError ? (
      <ErrorState
        message={errorMessage(query.error, t('largeParty.loadFailed'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      <LoadingState label={t('largeParty.loading')} />
    );
  else if (query.data.length === 0) body = <EmptyState message={t('largeParty.empty')} />;
  else
    body = query.data.map((request) => (
      <LargePartyRequestCard key={request.id} request={request} tables={tables.data ?? []} />
    ));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <LargePartyLive restaurantId={restaurantId} />
      <Title id={headingId} order={2} size="h3">
        {t('largeParty.title')}
      </Title>
      {body}
    </Stack>
  );
}
