import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { COLUMNS, type TRowsProps } from './rows-props';
import { groupByRestaurant } from './group-by-restaurant';
import { ReservationCard } from './ReservationCard';
import { ReservationRow } from './ReservationRow';

/**
 * The page's rows, one block per restaurant under a header with its name and ID (staff spec §2); the heading
 * (and the block's accessible name) is the name, the ID stands beside it. Wide screens get a table; phones
 * get one card per reservation (time, name, party, table, status and actions without scrolling sideways).
 */
export function ReservationGroups({
  reservations,
  compact,
  ...rowProps
}: TRowsProps & { reservations: TReservationListItem[]; compact: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return groupByRestaurant(reservations).map(({ restaurant, reservations: rows }) => {
    const headingId = `restaurant-group-${restaurant.id}`;
    return (
      <Paper
        key={restaurant.id}
        withBorder={!compact}
        radius="md"
        p={compact ? 0 : 'sm'}
        component="section"
        aria-labelledby={headingId}
      >
        <Group gap="xs" align="baseline" mb="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {restaurant.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('restaurantId', { id: restaurant.id })}
          </Text>
        </Group>
        {compact ? (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
          >
            {rows.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation} {...rowProps} />
            ))}
          </Stack>
        ) : (
          <Table aria-labelledby={headingId} verticalSpacing={6} horizontalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((reservation) => (
                <ReservationRow key={reservation.id} reservation={reservation} {...rowProps} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    );
  });
}
