import { Table } from '@mantine/core';
import type { TWalkInStats } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Walk-ins per Zagreb start hour, as a table (the figures a chart would draw, readable by everyone). */
export function WalkInsByHour({ byHour }: { byHour: TWalkInStats['byHour'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Table striped maw={360}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analytics.walkIns.hour')}</Table.Th>
          <Table.Th>{t('analytics.walkIns.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {byHour.map((row) => (
          <Table.Tr key={row.hour}>
            <Table.Td>{hourLabel(row.hour)}</Table.Td>
            <Table.Td>{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
