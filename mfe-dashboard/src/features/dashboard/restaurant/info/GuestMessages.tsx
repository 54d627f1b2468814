import { Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { ErrorState, LoadingState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useDayReservationMessagesQuery } from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';

/** What was sent to the guest for this reservation (GET /reservations/{id}/messages), oldest first. */
export default function GuestMessages({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const query = useDayReservationMessagesQuery(reservationId);
  let body;
  if (query.data === undefined)
    body = query.isError ? (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadMessages'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      <LoadingState label={t('info.loadingMessages')} />
    );
  else if (query.data.messages.length === 0) body = <Text size="sm">{t('info.noMessages')}</Text>;
  else
    body = (
      <Stack component="ul" gap={4} style={{ paddingLeft: '1.2em', margin: 0 }}>
        {query.data.messages.map((m) => (
          <Text component="li" size="sm" key={m.id}>
            <time dateTime={m.sentAt ?? m.createdAt}>
              {formatZagreb(m.sentAt ?? m.createdAt, 'dd.MM. HH:mm')}
            </time>{' '}
            {t('info.message', {
              kind: t(`info.kinds.${m.kind}`),
              channel: t(`info.channels.${m.channel}`),
              recipient: m.recipient,
              status: t(`info.messageStatus.${m.status}`),
            })}
            {m.subject ? `: ${m.subject}` : ''}
          </Text>
        ))}
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('info.messages')}
      </Title>
      {body}
    </Stack>
  );
}
