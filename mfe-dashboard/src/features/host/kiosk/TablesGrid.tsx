import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { tableState, type TReservationListItem, type TTable, type TTableState } from '@stol/contracts';
import { EmptyState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** Issue 11 §3: occupied red, free green; held and booked-soon in their own hues. The state is also written. */
const CELL: Record<TTableState, { fill: string; stroke: string }> = {
  occupied: { fill: '#ffc9c9', stroke: '#c92a2a' },
  late: { fill: '#e5dbff', stroke: '#5f3dc4' },
  free: { fill: '#d3f9d8', stroke: '#2b8a3e' },
  upcoming: { fill: '#d0ebff', stroke: '#1864ab' },
  maintenance: { fill: '#ffe8cc', stroke: '#d9480f' },
};

interface TablesGridProps {
  tables: readonly TTable[];
  reservations: readonly TReservationListItem[];
  now: number;
}

/** Every table as a large tile: its number, seats and state in words (colour is never the only cue). */
export function TablesGrid({ tables, reservations, now }: TablesGridProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const sorted = [...tables].sort((a, b) => a.number - b.number);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('host.kiosk.tables')}
        </Title>
        {sorted.length === 0 ? (
          <EmptyState message={t('map.empty')} />
        ) : (
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {sorted.map((table) => {
              const state = tableState(table, reservations, now);
              const { fill, stroke } = CELL[state];
              return (
                <li
                  key={table.id}
                  data-table-number={table.number}
                  data-state={state}
                  style={{
                    background: fill,
                    border: `3px solid ${stroke}`,
                    borderRadius: 8,
                    padding: '10px 12px',
                    minHeight: 72,
                    color: '#212529',
                  }}
                >
                  <Text fz={24} fw={700} lh={1.2}>
                    {t('host.kiosk.tableName', { number: table.number })}
                  </Text>
                  <Text fz="md" fw={600}>
                    {t(`host.kiosk.state.${state}`)}
                  </Text>
                  <Text fz="sm">{t('host.kiosk.seats', { count: table.seats })}</Text>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
