import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { useTranslation } from 'react-i18next';
import { useLargePartySuggestionsQuery } from '../../../api/large-party-api';
import { NAMESPACE } from '../../../i18n/translations';
import { tablesText } from './tables-text';

/** The free neighbouring table sets for a request, best first, each one click from a reservation. */
export function SuggestedTableSets({
  requestId,
  disabled,
  onSeat,
}: {
  requestId: number;
  disabled: boolean;
  onSeat: (tableIds: number[], tableNumbers: number[]) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const query = useLargePartySuggestionsQuery(requestId);
  if (query.data === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {query.isError
          ? errorMessage(query.error, t('largeParty.loadSuggestionsFailed'))
          : t('largeParty.loadingSuggestions')}
      </Text>
    );
  }
  const { suggestions } = query.data;
  if (suggestions.length === 0) return <Text size="sm">{t('largeParty.noSuggestions')}</Text>;
  return (
    <Group gap="xs">
      {suggestions.slice(0, 4).map((s) => (
        <Button
          key={s.tableIds.join('-')}
          size="sm"
          disabled={disabled}
          onClick={() => onSeat(s.tableIds, s.tableNumbers)}
        >
          {t(s.tableNumbers.length === 1 ? 'largeParty.seatAtTable' : 'largeParty.seatAtTables', {
            tables: tablesText(s.tableNumbers),
          })}
          <Text span size="xs" ml={6} style={{ opacity: 0.85 }}>
            ({t('largeParty.seats', { seats: s.seats })})
          </Text>
        </Button>
      ))}
    </Group>
  );
}
