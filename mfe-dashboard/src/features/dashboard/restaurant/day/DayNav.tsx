import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { addDays, isDayKey } from './day-param';

/**
 * Yesterday / Today / Tomorrow and any date (issue 22 §4). The picker is the browser's own date input (Mantine's
 * date pickers are not in the shared component set, and a tablet's native picker is the one hosts know).
 */
export function DayNav({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const days = [
    { day: addDays(today, -1), label: t('dayView.yesterday') },
    { day: today, label: t('dayView.today') },
    { day: addDays(today, 1), label: t('dayView.tomorrow') },
  ];
  return (
    <Group gap="xs" role="group" aria-label={t('dayView.dayNav')} wrap="wrap" align="flex-end">
      {days.map(({ day, label }) => (
        <Button
          key={label}
          size="sm"
          variant={day === date ? 'filled' : 'default'}
          aria-pressed={day === date}
          onClick={() => onChange(day)}
        >
          {label}
        </Button>
      ))}
      <TextInput
        type="date"
        size="sm"
        aria-label={t('dayView.pickDate')}
        value={date}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isDayKey(value)) onChange(value);
        }}
        w={160}
      />
    </Group>
  );
}
