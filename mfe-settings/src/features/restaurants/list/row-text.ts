import { WEEKDAYS, type TRestaurant } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import type { TFunction } from 'i18next';

/** The hours column: '11–21 · every 30 min'. */
export const hoursSummary = (t: TFunction, restaurant: TRestaurant): string =>
  t('restaurants.hoursSummary', {
    open: restaurant.openHour,
    close: restaurant.closeHour,
    interval: restaurant.intervalMin,
  });

/** The created column: the Zagreb calendar date. */
export const createdDate = (restaurant: TRestaurant): string =>
  formatZagreb(restaurant.createdAt, 'dd.MM.yyyy.');

/**
 * The service rules in one line under the hours (issue 24 §2): closed weekdays, weekdays with their own services,
 * the turn times' range, pacing and the online booking window; empty when none is set.
 */
export function rulesSummary(t: TFunction, restaurant: TRestaurant): string {
  const week = restaurant.weeklyHours ?? {};
  const days = (pick: (services: readonly unknown[]) => boolean) =>
    WEEKDAYS.filter((day) => week[day] && pick(week[day]))
      .map((day) => t(`restaurants.rulesSummary.days.${day}`))
      .join(', ');
  const closed = days((services) => services.length === 0);
  const own = days((services) => services.length > 0);
  const turns = restaurant.turnTimes?.map((step) => step.minutes) ?? [];
  const window = restaurant.bookingWindow;
  return [
    closed && t('restaurants.rulesSummary.closed', { days: closed }),
    own && t('restaurants.rulesSummary.ownHours', { days: own }),
    turns.length > 0 &&
      t('restaurants.rulesSummary.turns', { min: Math.min(...turns), max: Math.max(...turns) }),
    restaurant.pacing && t('restaurants.rulesSummary.pacing', { covers: restaurant.pacing.maxCoversPerSlot }),
    window?.minNoticeMinutes !== undefined &&
      t('restaurants.rulesSummary.notice', { minutes: window.minNoticeMinutes }),
    window?.maxDaysAhead !== undefined &&
      t('restaurants.rulesSummary.daysAhead', { days: window.maxDaysAhead }),
  ]
    .filter(Boolean)
    .join(' · ');
}
