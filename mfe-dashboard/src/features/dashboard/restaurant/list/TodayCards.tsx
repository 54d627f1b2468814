import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { RowActions } from './RowActions';
import { stayText, statusKey, tablesText } from './row-text';
import type { TTodayRowsProps } from './today-rows-props';
import { useGuestName } from './use-guest-name';

/**
 * Phones: one card per reservation with time, status, name, guests, tables and the actions, all within the
 * screen's width (a table would push time or actions off-screen at 390 px).
 */
export function TodayCards({
  rows,
  now,
  actions,
  onInfo,
  headingId,
  extendDisabledReasonId,
}: TTodayRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
      {rows.map((r) => (
        <Paper
          key={r.id}
          component="li"
          withBorder
          radius="md"
          p="xs"
          data-reservation-id={r.id}
          aria-label={`${stayText(r)} ${guestName(r)}`}
        >
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={700} size="lg">
              {stayText(r)}
            </Text>
            <Text size="sm" fw={600}>
              {t(`day.status.${statusKey(r)}`)}
            </Text>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {guestName(r)}
          </Text>
          <Text size="sm" mb={6}>
            {t('day.card.partyAndTables', { count: r.partySize, tables: tablesText(r) })}
          </Text>
          <RowActions
            reservation={r}
            now={now}
            actions={actions}
            onInfo={onInfo}
            extendDisabledReasonId={extendDisabledReasonId}
          />
        </Paper>
      ))}
    </Stack>
  );
}
