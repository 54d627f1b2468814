import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TReservationListItem, TTable } from '@stol/contracts';
import { EmptyState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { TableTile } from './TableTile';

interface TablesGridProps {
  tables: readonly TTable[];
  reservations: readonly TReservationListItem[];
  now: number;
  onSelect: (table: TTable) => void;
}

/** Every table as a large tile in number order, coloured and written by its state (colour is never the only cue). */
export function TablesGrid({ tables, reservations, now, onSelect }: TablesGridProps) {
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
            cols={{ base: 2, xs: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {sorted.map((table) => (
              <li key={table.id}>
                <TableTile table={table} reservations={reservations} now={now} onSelect={onSelect} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
