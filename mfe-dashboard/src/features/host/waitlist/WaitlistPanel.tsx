import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { useMediaQuery } from '@mantine/hooks';
import { useZagrebClock } from '@stol/platform/time';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostWaitlistQuery } from '../../../api/host-api';
import { DAY_POLLING_MS } from '../../../api/day-view-api';
import { NAMESPACE } from '../../../i18n/translations';
import { PHONE_QUERY } from '../../../layout/media-queries';
import { shownByOfflineBanner } from '../../offline/shown-by-banner';
import { useFreeTables } from '../tables/use-free-tables';
import { AddToWaitlistForm } from './AddToWaitlistForm';
import { ConvertDialog } from './ConvertDialog';
import { inLine } from './entry-text';
import { useWaitlistActions } from './use-waitlist-actions';
import { WaitlistCards } from './WaitlistCards';
import { WaitlistTable } from './WaitlistTable';

/** How often the list is read while a message is being sent. */
const SENDING_POLL_MS = 3_000;

interface WaitlistPanelProps {
  restaurantId: number;
  /** The kiosk bounds the list (issue 11 §3: at most 400 px) and lets it scroll. */
  maxListHeight?: number;
  pollingInterval?: number;
  /** Staff on the kiosk (issue 19 §23): the line without the add form and the actions (the API refuses them). */
  readOnly?: boolean;
}

/**
 * The waitlist (staff spec §2, §4, §5): add a party, the parties still in line with their waits, and notify /
 * seat / cancel. Refreshed by polling and on live events (HostLiveReload). Staff see it read-only on the kiosk
 * only (the caller decides).
 */
export function WaitlistPanel({
  restaurantId,
  maxListHeight,
  pollingInterval = DAY_POLLING_MS,
  readOnly = false,
}: WaitlistPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const now = useZagrebClock(15_000).getTime();
  const [fast, setFast] = useState(false);
  // A "table ready" message on its way announces no event when it leaves: look again soon until it has.
  const query = useHostWaitlistQuery(restaurantId, {
    pollingInterval: fast ? SENDING_POLL_MS : pollingInterval,
  });
  const sending = !!query.data?.some((e) => inLine(e) && e.notifyDelivery === 'queued');
  if (sending !== fast) setFast(sending);
  const { free, loading: loadingTables } = useFreeTables(restaurantId);
  const actions = useWaitlistActions();
  const [seating, setSeating] = useState<TWaitlistEntry | null>(null);
  const compact = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const entries = query.data?.filter(inLine) ?? [];

  const error =
    query.isError && !shownByOfflineBanner(query) ? (
      <ErrorState
        message={errorMessage(query.error, t('host.waitlist.errors.load'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : null;
  let body;
  if (query.data === undefined) body = error ?? <LoadingState label={t('host.waitlist.loading')} />;
  else if (entries.length === 0)
    body = (
      <>
        {error}
        <EmptyState message={t('host.waitlist.empty')} />
      </>
    );
  else {
    const listProps = {
      entries,
      now,
      labelledBy: headingId,
      actions: readOnly ? null : actions,
      onSeat: setSeating,
    };
    body = (
      <>
        {error}
        <Box
          style={{ overflow: 'auto', maxHeight: maxListHeight }}
          tabIndex={maxListHeight ? 0 : undefined}
          aria-labelledby={maxListHeight ? headingId : undefined}
          role={maxListHeight ? 'region' : undefined}
        >
          {compact ? <WaitlistCards {...listProps} /> : <WaitlistTable {...listProps} />}
        </Box>
      </>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('host.waitlist.title')}
        </Title>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t('host.waitlist.readOnly')}
          </Text>
        ) : (
          <AddToWaitlistForm restaurantId={restaurantId} />
        )}
        {body}
      </Stack>
      {!readOnly && (
        <ConvertDialog
          entry={seating}
          free={seating ? free.filter((f) => f.table.seats >= seating.partySize) : []}
          loadingTables={loadingTables}
          actions={actions}
          onClose={() => setSeating(null)}
        />
      )}
    </Paper>
  );
}
