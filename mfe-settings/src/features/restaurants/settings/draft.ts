import type { TRestaurant, TRestaurantPatch } from '@stol/contracts';

type TFlags = NonNullable<NonNullable<TRestaurantPatch['theme']>['featureFlags']>;
type TNotifications = NonNullable<NonNullable<TRestaurantPatch['theme']>['notifications']>;
export type TFlagKey = Exclude<keyof TFlags, 'selfCancelHours'>;
export type TNotificationKey = keyof TNotifications;

/**
 * A section's edit merged into the dialog's draft: top-level fields replace (specialHours too: the PATCH replaces
 * the whole map), the floor plan, brandColors and the theme's flags and notifications merge key by key, as the
 * server merges them into the stored ones, so a draft holds only what changed.
 */
export function mergeDraft(draft: TRestaurantPatch, patch: TRestaurantPatch): TRestaurantPatch {
  const next: TRestaurantPatch = { ...draft, ...patch };
  if (patch.floorplan) next.floorplan = { ...draft.floorplan, ...patch.floorplan };
  if (patch.brandColors) next.brandColors = { ...draft.brandColors, ...patch.brandColors };
  if (patch.theme) {
    const theme = { ...draft.theme, ...patch.theme };
    if (patch.theme.featureFlags)
      theme.featureFlags = { ...draft.theme?.featureFlags, ...patch.theme.featureFlags };
    if (patch.theme.notifications)
      theme.notifications = { ...draft.theme?.notifications, ...patch.theme.notifications };
    next.theme = theme;
  }
  return next;
}

export const isDraftEmpty = (draft: TRestaurantPatch): boolean => Object.keys(draft).length === 0;

/** A feature flag as it will be after saving: the draft's value, else the stored one, else off. */
export const flagValue = (restaurant: TRestaurant, draft: TRestaurantPatch, key: TFlagKey): boolean =>
  draft.theme?.featureFlags?.[key] ?? restaurant.theme.featureFlags?.[key] ?? false;

export const notificationValue = (
  restaurant: TRestaurant,
  draft: TRestaurantPatch,
  key: TNotificationKey,
): string => draft.theme?.notifications?.[key] ?? restaurant.theme.notifications?.[key] ?? '';

/** A top-level field as it will be after saving. */
export function fieldValue<K extends keyof TRestaurantPatch & keyof TRestaurant>(
  restaurant: TRestaurant,
  draft: TRestaurantPatch,
  key: K,
): TRestaurantPatch[K] | TRestaurant[K] {
  return key in draft ? draft[key] : restaurant[key];
}
