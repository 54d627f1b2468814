import { ZTheme, type TTheme, type TThemePatch } from '@stol/contracts';
import { AppError } from '../../http/app-error';

/**
 * PATCH /restaurants/{id} `theme`: feature flags and notification settings merged key by key into the stored
 * theme (other theme keys kept), validated as a whole (rules across fields, e.g. phone and email OTP exclusive,
 * answer with their text).
 */
export function mergeTheme(current: TTheme | undefined, patch: TThemePatch): TTheme {
  const base: TTheme = current ?? {};
  const next: TTheme = {
    ...base,
    ...(patch.featureFlags ? { featureFlags: { ...base.featureFlags, ...patch.featureFlags } } : {}),
    ...(patch.notifications ? { notifications: { ...base.notifications, ...patch.notifications } } : {}),
  };
  const checked = ZTheme.safeParse(next);
  if (!checked.success) throw new AppError('VALIDATION_FAILED', checked.error.issues[0]?.message);
  return checked.data;
}
