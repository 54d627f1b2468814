import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { EntryActions } from './EntryActions';
import { EntryStatus } from './EntryStatus';
import { minutesWaiting, quoteText } from './entry-text';
import type { TWaitlistListProps } from './waitlist-list-props';

/** Phones: one card per party in line (name, party, waiting, quote, phone, status, actions) within the width. */
export function WaitlistCards({ entries, now, labelledBy, actions, onSeat }: TWaitlistListProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {entries.map((entry) => {
        const [quoteKey, quoteValues] = quoteText(entry);
        return (
          <Paper key={entry.id} component="li" withBorder radius="md" p="xs" data-waitlist-id={entry.id}>
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Text>
              <Text size="sm" fw={600}>
                {t('host.waitlist.card.party', { count: entry.partySize })}
              </Text>
            </Group>
            <Text size="sm">
              {t('host.waitlist.waitingFor', { minutes: minutesWaiting(entry, now) })} ·{' '}
              {t(quoteKey, quoteValues)}
            </Text>
            <Text size="sm">{entry.phone}</Text>
            <EntryStatus entry={entry} />
            {actions && <EntryActions entry={entry} actions={actions} onSeat={onSeat} />}
          </Paper>
        );
      })}
    </Stack>
  );
}
