import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { minutesLate } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { useGuestLine } from './guest-line';
import { PhaseBadge } from './PhaseBadge';
import { RowActions } from './RowActions';
import { stayText, tablesText } from './row-text';
import type { TTodayRowsProps } from './today-rows-props';
import { useGuestName } from './use-guest-name';

/**
 * Phones: one card per reservation with time, phase, name, the guest line, guests, tables and the actions, under
 * each phase group's heading, all within the screen's width (a table would push time or actions off-screen).
 */
export function TodayCards({
  sections,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
}: TTodayRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const guestLine = useGuestLine();
  return (
    <Stack gap="md">
      {sections.map(({ group, rows }) => (
        <Stack key={group} gap="xs" data-group={group}>
          <Title order={3} size="h5">
            {t(`dayView.groups.${group}`)} ({rows.length})
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map(({ reservation: r, phase }) => {
              const line = guestLine(r);
              return (
                <Paper
                  key={r.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="xs"
                  data-reservation-id={r.id}
                  data-phase={phase}
                  aria-label={`${stayText(r)} ${guestName(r)}`}
                >
                  <Group justify="space-between" wrap="nowrap" align="baseline">
                    <Text fw={700} size="lg">
                      {stayText(r)}
                    </Text>
                    <PhaseBadge
                      phase={phase}
                      lateMinutes={phase === 'late' ? minutesLate(r.date, now) : undefined}
                    />
                  </Group>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {guestName(r)}
                  </Text>
                  {line && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="guest-line">
                      {line}
                    </Text>
                  )}
                  <Text size="sm" mb={6}>
                    {t('day.card.partyAndTables', { count: r.partySize, tables: tablesText(r) })}
                  </Text>
                  <RowActions
                    reservation={r}
                    now={now}
                    actions={actions}
                    onInfo={onInfo}
                    extendDisabledReasonId={extendDisabledReasonId}
                    readOnly={readOnly}
                  />
                </Paper>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
