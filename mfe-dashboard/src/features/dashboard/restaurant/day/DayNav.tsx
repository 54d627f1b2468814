import { Button, Group, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { addDays, isDayKey } from './day-param';

/** How long a tapped day may take before its button is marked busy. */
const PENDING_AFTER_MS = 150;

/**
 * Yesterday / Today / Tomorrow and any date (issue 22 §4). The picker is the browser's own date input (Mantine's
 * date pickers are not in the shared component set, and a tablet's native picker is the one hosts know).
 * Memoised: the view redraws on every answer and clock tick, these buttons only when the day or today changes
 * (`onChange` is stable: use-choose-day.ts).
 */
export const DayNav = memo(function DayNav({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  /** Settles once the view has been told to show the day (use-choose-day.ts); until then that day is busy. */
  onChange: (day: string) => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  // Here, not in the view: marking the tapped day redraws these buttons only, not the 300-row day.
  const [pending, setPending] = useState<string | null>(null);
  const choose = (day: string) => {
    // Marked only when the answer is slow: a quick switch draws nothing in between (and asks first).
    const slow = setTimeout(() => setPending(day), PENDING_AFTER_MS);
    void onChange(day).finally(() => {
      clearTimeout(slow);
      setPending((was) => (was === day ? null : was));
    });
  };
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
          // The tapped day while its answer travels: marked, not a spinner (Mantine's loader animates in with a
          // flushSync that drew the whole day synchronously mid-switch).
          variant={day === date ? 'filled' : pending === day ? 'light' : 'default'}
          aria-pressed={day === date}
          aria-busy={pending === day && day !== date}
          onClick={() => choose(day)}
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
          if (isDayKey(value)) choose(value);
        }}
        w={160}
      />
    </Group>
  );
});
