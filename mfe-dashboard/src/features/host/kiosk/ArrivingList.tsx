import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { reservationPhase, type TReservationListItem } from '@stol/contracts';
import { EmptyState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { tablesText } from '../../dashboard/restaurant/list/row-text';
import type { TDayActions } from '../../dashboard/restaurant/list/use-day-actions';
import { useGuestLine } from '../../dashboard/restaurant/list/guest-line';
import { useGuestName } from '../../dashboard/restaurant/list/use-guest-name';
import { arrivals } from './arrivals';
import { KioskActions } from './KioskActions';
import { useTimeNote } from './time-note';

interface ArrivingListProps {
  reservations: readonly TReservationListItem[];
  now: number;
  actions: TDayActions;
}

/**
 * Issue 22 §5: 'Arriving in the next 60 minutes': the parties not checked in yet that start within the hour or
 * are late, soonest first, each with who they are, their table and a Check in button.
 */
export function ArrivingList({ reservations, now, actions }: ArrivingListProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const guestName = useGuestName();
  const guestLine = useGuestLine();
  const timeNote = useTimeNote();
  const rows = arrivals(reservations, now);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('host.kiosk.arriving.title')}
        </Title>
        {rows.length === 0 ? (
          <EmptyState message={t('host.kiosk.arriving.empty')} />
        ) : (
          <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((r) => {
              const late = reservationPhase(r, now) === 'late';
              const line = guestLine(r);
              return (
                <li key={r.id} data-arrival-id={r.id}>
                  <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                    <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <Text fz="lg" fw={700}>
                          {guestName(r)}
                        </Text>
                        {late && (
                          <Badge color="violet.9" variant="filled" size="lg">
                            {t('host.kiosk.state.late')}
                          </Badge>
                        )}
                      </Group>
                      <Text fz="md">
                        {t('host.kiosk.party', { count: r.partySize, tables: tablesText(r) })}
                      </Text>
                      <Text fz="md" fw={600}>
                        {timeNote(r, now)}
                      </Text>
                      {line && <Text fz="md">{line}</Text>}
                    </Stack>
                    <KioskActions reservation={r} now={now} actions={actions} only="checkIn" />
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
