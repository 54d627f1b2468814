import { Paper, Text } from '@mantine/core';
import { dateFormatFor } from '@stol/platform/intl';
import { useZagrebClock, ZAGREB_TZ } from '@stol/platform/time';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

const LOCALES = { hr: 'hr-HR', en: 'en-GB' } as const;
type TLocale = (typeof LOCALES)[keyof typeof LOCALES];

// The formatters are made once per locale and size (dateFormatFor): the clock draws every second.
function formattersFor(locale: TLocale, compact: boolean) {
  return {
    time: dateFormatFor(locale, {
      timeZone: ZAGREB_TZ,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
    // The day view's header has room for a short date ('Fri 27 Nov') only.
    date: dateFormatFor(
      locale,
      compact
        ? { timeZone: ZAGREB_TZ, weekday: 'short', day: 'numeric', month: 'short' }
        : { timeZone: ZAGREB_TZ, dateStyle: 'full' },
    ),
  };
}

/**
 * Live Croatia clock (compact: the day view's header, time and date only) (staff spec §2), ticking every second, 24-hour. role="timer" is not announced on
 * every tick (its live region is off by default), which is what a screen-reader user wants from a clock.
 */
// Memoised: it ticks on its own, and the day view around it redraws for other reasons (a day switch).
export const ZagrebClock = memo(function ZagrebClock({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const now = useZagrebClock(1000);
  const locale = i18n.language === 'en' ? LOCALES.en : LOCALES.hr;
  const format = formattersFor(locale, compact);
  const time = format.time.format(now);
  const date = format.date.format(now);
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
        fz={compact ? 20 : 36}
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
});
