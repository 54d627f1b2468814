import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { RowActions } from './RowActions';
import { createdDate, hoursSummary, rulesSummary } from './row-text';
import { RulesLine } from './RulesLine';
import type { TRestaurantRowsProps } from './rows-props';

/** The desktop table: ID, name, address, hours summary, created, actions (guest spec §2.12). */
export function RestaurantsTable({ restaurants, ...actions }: TRestaurantRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('restaurants.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('restaurants.columns.id')}</Table.Th>
            <Table.Th>{t('restaurants.columns.name')}</Table.Th>
            <Table.Th>{t('restaurants.columns.address')}</Table.Th>
            <Table.Th>{t('restaurants.columns.hours')}</Table.Th>
            <Table.Th>{t('restaurants.columns.created')}</Table.Th>
            <Table.Th>{t('restaurants.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {restaurants.map((restaurant) => (
            <Table.Tr key={restaurant.id}>
              <Table.Td>{restaurant.id}</Table.Td>
              <Table.Td fw={500}>{restaurant.name}</Table.Td>
              <Table.Td>{restaurant.address ?? t('restaurants.noAddress')}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {hoursSummary(t, restaurant)}
                </Text>
                <RulesLine text={rulesSummary(t, restaurant)} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{createdDate(restaurant)}</Table.Td>
              <Table.Td>
                <RowActions restaurant={restaurant} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
