import { Group, Paper, Stack, Text } from '@mantine/core';
import type { THistoryEntry } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useListRestaurantHistoryQuery } from '../../../api/history-api';
import { NAMESPACE } from '../../../i18n/translations';
import { SectionRegion } from './SectionRegion';
import type { SettingsSectionProps } from './section-props';

/** A recorded value as text: the API already summarises secrets and template bodies (history.service). */
function valueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('restaurants.sections.history.none');
  if (typeof value === 'boolean')
    return value ? t('restaurants.sections.history.yes') : t('restaurants.sections.history.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** GET /restaurants/{id}/history (issue 20 §4): who changed what and when, newest first. */
export function HistorySection({ restaurant }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const history = useListRestaurantHistoryQuery(restaurant.id);

  return (
    <SectionRegion title={t('restaurants.sections.history.title')}>
      {history.isLoading ? (
        <LoadingState label={t('restaurants.sections.history.loading')} />
      ) : history.isError ? (
        <ErrorState
          message={errorMessage(history.error, t('restaurants.sections.history.failed'))}
          onRetry={history.refetch}
          retryLabel={t('restaurants.sections.history.retry')}
        />
      ) : !history.data?.entries.length ? (
        <EmptyState message={t('restaurants.sections.history.empty')} />
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.data.entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </SectionRegion>
  );
}

function HistoryItem({ entry }: { entry: THistoryEntry }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper component="li" withBorder p="sm">
      <Group gap="xs" wrap="wrap">
        <Text component="time" dateTime={entry.at} fw={600} size="sm">
          {formatZagreb(entry.at, 'dd.MM.yyyy. HH:mm')}
        </Text>
        <Text size="sm">{t(`restaurants.sections.history.kinds.${entry.kind}`)}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('restaurants.sections.history.by', { email: entry.actorEmail })}
          {entry.target ? ` · ${t('restaurants.sections.history.about', { target: entry.target })}` : ''}
        </Text>
      </Group>
      {entry.changes.length > 0 && (
        <Stack component="ul" gap={2} mt={6} pl="md" m={0}>
          {entry.changes.map((change) => (
            <Text component="li" size="sm" key={change.field} style={{ overflowWrap: 'anywhere' }}>
              <Text component="span" ff="monospace" size="sm">
                {change.field}
              </Text>
              : {valueText(change.before, t)} → {valueText(change.after, t)}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
