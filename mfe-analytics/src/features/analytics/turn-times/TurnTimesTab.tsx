import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnalyticsTurnTimesQuery } from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { useAnalyticsFormat } from '../shared/format';
import { PeriodSelect } from '../shared/PeriodSelect';
import { QueryView } from '../shared/QueryView';
import type { TTabProps } from '../TabPanel';

/**
 * Turn times (issue 21 §2, beyond the spec): per party size, the median and 80th percentile minutes from check-in
 * to clear and how many stays were measured — what a host needs to set durations by party size.
 */
export function TurnTimesTab({ restaurant, period, onPeriodChange }: TTabProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useAnalyticsTurnTimesQuery({ restaurantId: restaurant.id, period });
  const minutes = (value: number) => t('analytics.turnTimes.minutes', { value: format.number(value) });
  return (
    <>
      <PeriodSelect value={period} onChange={onPeriodChange} label={t('analytics.period.label')} />
      <Text size="sm">{t('analytics.turnTimes.intro')}</Text>
      <QueryView query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.turnTimes.guests')}</Table.Th>
                <Table.Th>{t('analytics.turnTimes.median')}</Table.Th>
                <Table.Th>{t('analytics.turnTimes.p80')}</Table.Th>
                <Table.Th>{t('analytics.turnTimes.stays')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.guests}>
                  <Table.Td>{row.guests}</Table.Td>
                  <Table.Td>{minutes(row.medianMinutes)}</Table.Td>
                  <Table.Td>{minutes(row.p80Minutes)}</Table.Td>
                  <Table.Td>{row.stays}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
      <DefinitionsHelp keys={['day', 'periods', 'turnTimes']} />
    </>
  );
}
