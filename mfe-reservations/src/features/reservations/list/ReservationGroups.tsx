import { Paper, Table, Title } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { groupByRestaurant } from './group-by-restaurant';
import { ReservationRow } from './ReservationRow';

const COLUMNS = ['id', 'table', 'name', 'phone', 'date', 'status', 'actions'] as const;

/** The page's rows, one table per restaurant under a heading with its name and ID. */
export function ReservationGroups({
  reservations,
  now,
  canEdit,
}: {
  reservations: TReservationListItem[];
  now: Date;
  canEdit: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return groupByRestaurant(reservations).map(({ restaurant, reservations: rows }) => {
    const headingId = `restaurant-group-${restaurant.id}`;
    return (
      <Paper
        key={restaurant.id}
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby={headingId}
      >
        <Title order={2} size="h4" id={headingId} mb="sm">
          {t('group.heading', { name: restaurant.name, id: restaurant.id })}
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-labelledby={headingId} verticalSpacing="xs" highlightOnHover>
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
                <ReservationRow key={reservation.id} reservation={reservation} now={now} canEdit={canEdit} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  });
}
