import { Paper, Text } from '@mantine/core';
import { useZagrebClock, ZAGREB_TZ } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

const LOCALES = { hr: 'hr-HR', en: 'en-GB' } as const;

/**
 * Live Croatia clock (compact: the day view's header, time and date only) (staff spec §2), ticking every second, 24-hour. role="timer" is not announced on
 * every tick (its live region is off by default), which is what a screen-reader user wants from a clock.
 */
export function ZagrebClock({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const now = useZagrebClock(1000);
  const locale = i18n.language === 'en' ? LOCALES.en : LOCALES.hr;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: ZAGREB_TZ,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const date = new Intl.DateTimeFormat(locale, { timeZone: ZAGREB_TZ, dateStyle: 'full' }).format(now);
  return (
    <Paper
      withBorder
      p={compact ? 6 : 'md'}
      px={compact ? 'sm' : 'md'}
      radius="md"
      role="timer"
      aria-label={t('restaurant.clock')}
    >
      {!compact && (
        <Text size="sm" c="dimmed">
          {t('restaurant.clock')}
        </Text>
      )}
      <Text
        component="time"
        dateTime={now.toISOString()}
        fz={compact ? 24 : 36}
        fw={700}
        ff="monospace"
        display="block"
        lh={compact ? 1.2 : undefined}
      >
        {time}
      </Text>
      <Text size={compact ? 'xs' : 'sm'}>{date}</Text>
    </Paper>
  );
}
