import { Table } from '@mantine/core';
import type { THeatmapTable } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useAnalyticsFormat } from '../shared/format';

/** The busiest tables (HEATMAP_TOP_TABLES, the API's order): number, reservations and share of the busiest. */
export function TopTables({ top }: { top: readonly THeatmapTable[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  return (
    <Table striped maw={480}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analytics.heatmap.number')}</Table.Th>
          <Table.Th>{t('analytics.heatmap.count')}</Table.Th>
          <Table.Th>{t('analytics.heatmap.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {top.map((table) => (
          <Table.Tr key={table.tableId}>
            <Table.Td>{t('analytics.heatmap.topRow', { number: table.number })}</Table.Td>
            <Table.Td>{table.count}</Table.Td>
            <Table.Td>
              {t('analytics.noShows.percent', { value: format.number(Math.round(table.share * 100)) })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
