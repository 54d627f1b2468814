import * as z from './z';
import { emptyToUndefined, ZId } from './primitives';
import { PLAN_CHOICES, ZLanguage, ZPlan, ZRole, type TPlan, type TRole } from './roles';
import { LOGIN_LIMITS, ZUser } from './user';

/**
 * The users screen's API (issue 20 §2; guest spec §2.11, §3 Admin user, §5.4, §6): GET/POST /admin/users,
 * PATCH/DELETE /admin/users/{id}, POST /admin/users/{id}/invite. Superadmin only, except that every user may
 * change their own `language` with the PATCH.
 */

/** Guest spec §6: the only roles the users screen creates, and the only ones a role change moves between. */
export const CREATABLE_ROLES = ['restaurantadmin', 'restaurantmanager'] as const;
export type TCreatableRole = (typeof CREATABLE_ROLES)[number];
export const isCreatableRole = (role: TRole): role is TCreatableRole =>
  (CREATABLE_ROLES as readonly TRole[]).includes(role);

/** The sentences a refused users request answers (English; the API translates them). */
export const ADMIN_USER_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  roleNotCreatable: 'Role must be restaurantadmin or restaurantmanager',
  restaurantIdsFormat: 'restaurantIds must be a list of restaurant ids',
  restaurantIdForAdminOnly:
    'restaurantId is only for a restaurant admin; a restaurant manager has restaurantIds',
  restaurantIdsForManagerOnly:
    'restaurantIds are only for a restaurant manager; a restaurant admin has restaurantId',
  /** PATCH by a user on themselves (or anyone who is not a superadmin) with more than `language`. */
  onlyLanguageOnSelf: 'You can change only your own language; other fields are for a superadmin',
  /** PATCH of `role` on a superadmin or staff user: the screen moves users between admin and manager only. */
  roleChangeNotAllowed:
    'Only a restaurant admin or a restaurant manager can change role, and only between those two',
  /** PATCH of restaurants on a superadmin: a superadmin sees every restaurant and has no assignment. */
  noRestaurantsForSuperadmin: 'A superadmin sees every restaurant and has no restaurant assignment',
  /** A plan the role may not hold (guest spec §6 table). */
  planNotAllowed: (role: TRole) => `Plan must be ${orList(PLAN_CHOICES[role].plans)} for the role ${role}`,
  /** restaurantId / restaurantIds naming a restaurant that does not exist. */
  restaurantMissing: (id: number) => `Restaurant ${id} does not exist`,
} as const;

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Why `plan` is refused for `role`, or null when the §6 table allows it. */
export const planProblem = (role: TRole, plan: TPlan): string | null =>
  PLAN_CHOICES[role].plans.includes(plan) ? null : ADMIN_USER_MESSAGES.planNotAllowed(role);

const ZAdminEmail = z
  .string({ error: ADMIN_USER_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(LOGIN_LIMITS.email, ADMIN_USER_MESSAGES.emailInvalid)
  .email(ADMIN_USER_MESSAGES.emailInvalid);

/** Optional everywhere: an empty string (or null) means "no password" on create and "unchanged" on edit. */
const ZOptionalPassword = z.preprocess(
  emptyToUndefined,
  z.string().min(1).max(LOGIN_LIMITS.password).optional(),
);

const ZCreatableRole = z.enum(CREATABLE_ROLES, { error: ADMIN_USER_MESSAGES.roleNotCreatable });

/** A restaurantadmin's restaurant; null (or an empty string from a cleared select) = none. */
const ZRestaurantIdField = z.preprocess(emptyToUndefined, ZId.optional()).nullable();

/**
 * A manager's restaurants: an array of ids (numbers or digit strings), or that array as a JSON string (guest
 * spec §3: "may arrive as a JSON string or an array, converted to numbers"). Duplicates are dropped.
 */
const ZRestaurantIdsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(ZId, { error: ADMIN_USER_MESSAGES.restaurantIdsFormat })
    .max(1000)
    .transform((ids) => [...new Set(ids as number[])].sort((a, b) => a - b)),
);

interface AssignmentFields {
  role?: TRole;
  plan?: TPlan;
  restaurantId?: number | null;
  restaurantIds?: number[];
}

/** The rules that tie plan and restaurants to the role, when the body names the role. */
function checkAssignment(value: AssignmentFields, ctx: z.RefinementCtx) {
  const { role } = value;
  if (!role) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.plan !== undefined) {
    const problem = planProblem(role, value.plan);
    if (problem) issue('plan', problem);
  }
  if (role === 'restaurantmanager' && value.restaurantId != null)
    issue('restaurantId', ADMIN_USER_MESSAGES.restaurantIdForAdminOnly);
  if (role === 'restaurantadmin' && value.restaurantIds?.length)
    issue('restaurantIds', ADMIN_USER_MESSAGES.restaurantIdsForManagerOnly);
}

/**
 * POST /admin/users. Without a password the user is invited (an email with a single-use link to the guest
 * site's /accept screen); `plan` defaults to the role's default (§6), `language` to hr.
 */
export const ZCreateAdminUser = z
  .object({
    email: ZAdminEmail,
    password: ZOptionalPassword,
    role: ZCreatableRole,
    plan: ZPlan.optional(),
    restaurantId: ZRestaurantIdField.optional(),
    restaurantIds: ZRestaurantIdsField.optional(),
    language: ZLanguage.default('hr'),
  })
  .superRefine(checkAssignment);
export type TCreateAdminUser = z.output<typeof ZCreateAdminUser>;
/** What a client sends (restaurantIds may be a JSON string, plan and language may be left out). */
export type TCreateAdminUserInput = z.input<typeof ZCreateAdminUser>;

/**
 * PATCH /admin/users/{id}: any subset. A user on themselves (and anyone not a superadmin) may send only
 * `language`. `role` moves a user between restaurantadmin and restaurantmanager only (sending a user's own
 * current role is no change); a role change drops the assignment the new role does not have (a manager's
 * restaurantIds, an admin's restaurantId) and, without a `plan`, moves a plan the new role cannot hold to its
 * default. `password` is set only when filled.
 */
export const ZUpdateAdminUser = z
  .object({
    email: ZAdminEmail.optional(),
    password: ZOptionalPassword,
    role: ZRole.optional(),
    plan: ZPlan.optional(),
    restaurantId: ZRestaurantIdField.optional(),
    restaurantIds: ZRestaurantIdsField.optional(),
    language: ZLanguage.optional(),
  })
  .strict()
  .superRefine(checkAssignment);
export type TUpdateAdminUser = z.output<typeof ZUpdateAdminUser>;
export type TUpdateAdminUserInput = z.input<typeof ZUpdateAdminUser>;

/** A user as the users screen shows it: ZUser, when it was created, and whether its invitation is pending. */
export const ZAdminUser = ZUser.extend({
  /** ISO 8601. */
  createdAt: z.string(),
  /** True while the user has never set a password, or holds an unused, unexpired invitation. */
  invitePending: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** GET /admin/users → every user, by id; never a password hash. */
export const ZAdminUserList = z.array(ZAdminUser);
export type TAdminUserList = z.infer<typeof ZAdminUserList>;
