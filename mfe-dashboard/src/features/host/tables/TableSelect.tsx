import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useControlSize } from '../control-size';
import { NAMESPACE } from '../../../i18n/translations';
import type { TFreeTable } from './free-tables';

interface TableSelectProps {
  label: string;
  free: readonly TFreeTable[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The tables (or the day's bookings) are not known yet: say so, not 'No table is free' (issue 19 §5). */
  loading?: boolean;
}

/** A choice among the tables free now, each with its seats (and the time of a booking starting soon). */
export function TableSelect({ label, free, value, onChange, error, loading = false }: TableSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const options = free.map(({ table, bookedFrom }) => ({
    value: String(table.id),
    label: bookedFrom
      ? t('host.tableOptionSoon', { number: table.number, seats: table.seats, time: bookedFrom })
      : t('host.tableOption', { number: table.number, seats: table.seats }),
  }));
  const placeholder = loading
    ? t('host.loadingTables')
    : free.length
      ? t('host.pickTable')
      : t('host.noFreeTables');
  return (
    <NativeSelect
      label={label}
      size={size}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: placeholder }, ...options]}
      disabled={loading}
      aria-busy={loading || undefined}
      error={error || undefined}
    />
  );
}
