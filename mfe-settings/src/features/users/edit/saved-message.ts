import type { TAdminUser } from '@stol/contracts';
import type { TFunction } from 'i18next';

/** Guest spec §8.2: 'Saved changes.', or for a manager 'Saved. Manager now has N restaurant(s).' (from the answer). */
export const savedMessage = (saved: TAdminUser, t: TFunction): string =>
  saved.role === 'restaurantmanager'
    ? t('users.edit.savedManager', { count: saved.restaurantIds.length })
    : t('users.edit.saved');
