import type { TRestaurant } from '@stol/contracts';
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
