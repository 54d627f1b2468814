import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { WEEKDAYS, type TWeekday, type TWeeklyHours } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { copyDay } from './week-hours';

/** 'Copy to…': one weekday's rule onto the days ticked (a host sets Tuesday, then copies it to the week). */
export function CopyDayButton({
  day,
  dayName,
  week,
  onChange,
}: {
  day: TWeekday;
  dayName: string;
  week: TWeeklyHours | null | undefined;
  onChange: (week: TWeeklyHours | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const k = (key: string) => `restaurants.settings.service.${key}`;
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<TWeekday[]>([]);
  const others = WEEKDAYS.filter((d) => d !== day);
  return (
    <Popover opened={open} onChange={setOpen} trapFocus position="bottom-start" withinPortal={false}>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t(k('copyLabel'), { day: dayName })}
          aria-expanded={open}
          onClick={() => {
            setTicked([]);
            setOpen((o) => !o);
          }}
        >
          {t(k('copy'))}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label={t(k('copyTitle'), { day: dayName })}>
          <Text fw={600} size="sm">
            {t(k('copyTitle'), { day: dayName })}
          </Text>
          {others.map((other) => (
            <Checkbox
              key={other}
              label={t(k(`days.${other}`))}
              checked={ticked.includes(other)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setTicked((list) => (on ? [...list, other] : list.filter((d) => d !== other)));
              }}
            />
          ))}
          <Button
            size="compact-sm"
            disabled={ticked.length === 0}
            onClick={() => {
              onChange(copyDay(week, day, ticked));
              setOpen(false);
            }}
          >
            {t(k('copyApply'))}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
