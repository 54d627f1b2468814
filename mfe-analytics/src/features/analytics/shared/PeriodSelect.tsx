import { NativeSelect } from '@mantine/core';
import { ANALYTICS_PERIODS, type TAnalyticsPeriod } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** All / past month / past week (guest spec §2.15); the heatmap calls it a timeframe. */
export function PeriodSelect({
  value,
  onChange,
  label,
}: {
  value: TAnalyticsPeriod;
  onChange: (period: TAnalyticsPeriod) => void;
  label: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as TAnalyticsPeriod)}
      data={ANALYTICS_PERIODS.map((period) => ({ value: period, label: t(`analytics.period.${period}`) }))}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
