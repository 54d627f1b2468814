import { Paper, Stack, Text, Title } from '@mantine/core';
import { seatedReservation, type TReservationListItem, type TTable } from '@stol/contracts';
import { EmptyState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { stayText, tablesText } from '../../dashboard/restaurant/list/row-text';

interface ActiveNowProps {
  reservations: readonly TReservationListItem[];
  tables: readonly TTable[];
  now: number;
}

/** The parties at their tables now (staff spec §4's "active"; issue 22 §3: checked in, not cleared), by start. */
export function ActiveNow({ reservations, tables, now }: ActiveNowProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const active = new Map<number, TReservationListItem>();
  for (const table of tables) {
    const r = seatedReservation(table, reservations, now);
    if (r) active.set(r.id, r);
  }
  const rows = [...active.values()].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('host.kiosk.active')}
        </Title>
        {rows.length === 0 ? (
          <EmptyState message={t('host.kiosk.noActive')} />
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((r) => (
              <li key={r.id} data-reservation-id={r.id}>
                <Text fz="lg" fw={600}>
                  {r.name}
                </Text>
                <Text fz="md">
                  {t('host.kiosk.activeRow', {
                    time: stayText(r),
                    tables: tablesText(r),
                    count: r.partySize,
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
