import * as z from './z';
import { LANGUAGES, PLANS, ROLES } from './session-constants';

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZPlan = z.enum(PLANS);
export type TPlan = z.infer<typeof ZPlan>;

export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

/** Guest spec §6: plans a role may hold, and the default one. */
export const PLAN_CHOICES: Record<TRole, { plans: readonly TPlan[]; defaultPlan: TPlan }> = {
  restaurantadmin: { plans: ['basic', 'pro', 'premium'], defaultPlan: 'basic' },
  restaurantmanager: { plans: ['pro', 'premium'], defaultPlan: 'pro' },
  superadmin: { plans: ['basic', 'pro', 'premium'], defaultPlan: 'basic' },
  staff: { plans: ['basic'], defaultPlan: 'basic' },
};
