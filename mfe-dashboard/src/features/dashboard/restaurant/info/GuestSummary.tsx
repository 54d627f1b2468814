import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { ErrorState, LoadingState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useDayGuestSummaryQuery } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';

/**
 * Who the guest behind the phone is at this restaurant (GET /reservations/{id}/guest, issue 22 §2): visits,
 * no-shows, cancellations, the last visit and the notes of earlier visits.
 */
export function GuestSummary({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const query = useDayGuestSummaryQuery(reservationId);
  let body;
  if (query.data === undefined)
    body = query.isError ? (
      <ErrorState
        message={errorMessage(query.error, t('dayView.errors.loadGuest'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      <LoadingState label={t('dayView.info.loadingGuest')} />
    );
  else {
    const g = query.data;
    const figures: [string, string][] = [
      [t('dayView.info.visits'), String(g.visits)],
      [t('dayView.info.noShows'), String(g.noShows)],
      [t('dayView.info.cancellations'), String(g.cancellations)],
      [
        t('dayView.info.lastVisit'),
        g.lastVisit ? formatZagreb(g.lastVisit, 'dd.MM.yyyy.') : t('dayView.info.never'),
      ],
    ];
    body = (
      <Stack gap={6}>
        <SimpleGrid
          cols={2}
          spacing={4}
          verticalSpacing={2}
          component="dl"
          style={{ margin: 0 }}
          data-testid="guest-summary"
        >
          {figures.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" fw={600}>
                {label}
              </Text>
              <Text component="dd" size="sm" style={{ margin: 0 }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {g.earlierNotes.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('dayView.info.earlierNotes')}
            </Text>
            <Stack component="ul" gap={2} style={{ margin: 0, paddingLeft: '1.2em' }}>
              {g.earlierNotes.map((note) => (
                <Text component="li" size="sm" key={note.reservationId} style={{ overflowWrap: 'anywhere' }}>
                  <time dateTime={note.date}>{formatZagreb(note.date, 'dd.MM.yyyy.')}</time> {note.notes}
                </Text>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('dayView.info.guestTitle')}
      </Title>
      {body}
    </Stack>
  );
}
