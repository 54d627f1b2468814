import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { WEEKDAYS, type TService, type TWeekday, type TWeeklyHours } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { CopyDayButton } from './CopyDayButton';
import { dayRule, nextService, serviceTimeOptions, withDay, withValue } from './week-hours';

const OPEN_OPTIONS = serviceTimeOptions('open');
const CLOSE_OPTIONS = serviceTimeOptions('close');
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The week of services (issue 24 §1): per weekday the regular opening hours, closed, or up to three services of
 * its own, each opening and closing on a quarter hour (a close may be 24:00); a day's rule can be copied to other
 * days. Every edit writes the whole `weeklyHours` into the draft (null when no day has a rule of its own).
 */
export function WeekGrid({
  week,
  regular,
  error,
  onChange,
}: {
  week: TWeeklyHours | null | undefined;
  regular: { openHour: number; closeHour: number };
  /** A day's problem as text, by weekday. */
  error: (day: TWeekday) => string | undefined;
  onChange: (week: TWeeklyHours | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const k = (key: string) => `restaurants.settings.service.${key}`;
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {WEEKDAYS.map((day) => {
        const name = t(k(`days.${day}`));
        const rule = dayRule(week, day);
        const services = rule.kind === 'services' ? rule.services : [];
        const setServices = (next: TService[] | undefined) => onChange(withDay(week, day, next));
        const added = nextService(services, regular);
        const dayError = error(day);
        return (
          <Paper component="li" key={day} withBorder px="sm" py={4} data-weekday={day}>
            <Group gap="sm" wrap="wrap" align="center">
              <Text fw={600} w={92} aria-hidden>
                {name}
              </Text>
              <NativeSelect
                aria-label={t(k('rule'), { day: name })}
                w={190}
                value={rule.kind}
                data={[
                  {
                    value: 'regular',
                    label: t(k('ruleRegular'), {
                      open: hour(regular.openHour),
                      close: hour(regular.closeHour),
                    }),
                  },
                  { value: 'closed', label: t(k('ruleClosed')) },
                  { value: 'services', label: t(k('ruleServices')) },
                ]}
                onChange={(event) => {
                  const kind = event.currentTarget.value;
                  if (kind === 'regular') setServices(undefined);
                  else if (kind === 'closed') setServices([]);
                  else setServices(services.length ? services : [nextService([], regular)!]);
                }}
              />
              {services.map((service, index) => {
                const n = index + 1;
                const edit = (patch: Partial<TService>) =>
                  setServices(services.map((s, i) => (i === index ? { ...s, ...patch } : s)));
                return (
                  <Group key={index} gap={4} wrap="nowrap" align="center">
                    <NativeSelect
                      aria-label={t(k('opens'), { day: name, n })}
                      w={92}
                      value={service.open}
                      data={withValue(OPEN_OPTIONS, service.open)}
                      onChange={(event) => edit({ open: event.currentTarget.value })}
                    />
                    <Text aria-hidden>–</Text>
                    <NativeSelect
                      aria-label={t(k('closes'), { day: name, n })}
                      w={92}
                      value={service.close}
                      data={withValue(CLOSE_OPTIONS, service.close)}
                      onChange={(event) => edit({ close: event.currentTarget.value })}
                    />
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t(k('removeLabel'), { day: name, n })}
                      onClick={() => setServices(services.filter((_, i) => i !== index))}
                    >
                      {t(k('remove'))}
                    </Button>
                  </Group>
                );
              })}
              {rule.kind === 'services' && added && (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t(k('addLabel'), { day: name })}
                  onClick={() => setServices([...services, added])}
                >
                  {t(k('add'))}
                </Button>
              )}
              <CopyDayButton day={day} dayName={name} week={week} onChange={onChange} />
            </Group>
            {dayError && (
              <Text c="red.8" size="sm" role="alert" mt={4}>
                {dayError}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
