import {
  isCreatableRole,
  PLAN_CHOICES,
  ZCreateAdminUser,
  type TAdminUser,
  type TCreatableRole,
  type TCreateAdminUserInput,
  type TLanguage,
  type TPlan,
  type TUpdateAdminUserInput,
} from '@stol/contracts';

/** The add form and the edit dialog as typed (select values are strings, as Mantine's selects hold them). */
export interface TUserFormValues {
  email: string;
  password: string;
  role: TCreatableRole;
  plan: TPlan;
  /** A restaurant admin's restaurant. */
  restaurantId: string | null;
  /** A restaurant manager's restaurants. */
  restaurantIds: string[];
  language: TLanguage;
}

/** Keys of the `users.validation` texts. */
export type TUserFormErrors = Partial<
  Record<'email' | 'restaurantId' | 'restaurantIds', 'email' | 'emailFormat' | 'restaurant' | 'restaurants'>
>;

export const emptyUserForm = (): TUserFormValues => ({
  email: '',
  password: '',
  role: 'restaurantadmin',
  plan: PLAN_CHOICES.restaurantadmin.defaultPlan,
  restaurantId: null,
  restaurantIds: [],
  language: 'hr',
});

/**
 * Guest spec §4: changing the role resets the plan to the role's default and clears the restaurant selections
 * (an admin's one restaurant and a manager's several are different things). Choosing the same role keeps all.
 */
export function withRole(values: TUserFormValues, role: TCreatableRole): TUserFormValues {
  if (role === values.role) return values;
  return { ...values, role, plan: PLAN_CHOICES[role].defaultPlan, restaurantId: null, restaurantIds: [] };
}

/** The role's restaurant field only: an admin's restaurantId (null = none) or a manager's restaurantIds. */
export function assignmentOf(
  values: Pick<TUserFormValues, 'role' | 'restaurantId' | 'restaurantIds'>,
): { restaurantId: number | null } | { restaurantIds: number[] } {
  if (values.role === 'restaurantadmin')
    return { restaurantId: values.restaurantId ? Number(values.restaurantId) : null };
  return { restaurantIds: values.restaurantIds.map(Number) };
}

/** POST /admin/users: an empty password is left out, which makes the server invite the user. */
export function toCreateBody(values: TUserFormValues): TCreateAdminUserInput {
  return {
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
    role: values.role,
    plan: values.plan,
    language: values.language,
    ...assignmentOf(values),
  };
}

/**
 * The checks before sending: the email as the contracts schema reads it, and the restaurant the role needs (the
 * server accepts a user without one, but such an account sees nothing; guest spec §6). The edit dialog asks for
 * a restaurant only when the role changes: a manager may be left with none on purpose.
 */
export function validateUserForm(
  values: TUserFormValues,
  { requireRestaurant = true }: { requireRestaurant?: boolean } = {},
): TUserFormErrors {
  const errors: TUserFormErrors = {};
  if (!values.email.trim()) errors.email = 'email';
  else if (emailRefused(values)) errors.email = 'emailFormat';
  if (!requireRestaurant) return errors;
  if (values.role === 'restaurantadmin' && !values.restaurantId) errors.restaurantId = 'restaurant';
  if (values.role === 'restaurantmanager' && values.restaurantIds.length === 0)
    errors.restaurantIds = 'restaurants';
  return errors;
}

const emailRefused = (values: TUserFormValues): boolean =>
  ZCreateAdminUser.safeParse(toCreateBody(values)).error?.issues.some((issue) => issue.path[0] === 'email') ??
  false;

/** The edit dialog's starting values: the user as stored, no password. */
export function fromUser(user: TAdminUser): TUserFormValues {
  return {
    email: user.email,
    password: '',
    role: isCreatableRole(user.role) ? user.role : 'restaurantadmin',
    plan: user.plan,
    restaurantId: user.restaurantId === null ? null : String(user.restaurantId),
    restaurantIds: user.restaurantIds.map(String),
    language: user.language,
  };
}

/**
 * PATCH /admin/users/{id} (guest spec §5.4): the password only when filled. Role, plan and restaurants only for a
 * restaurant admin or manager; a superadmin's (or staff's) are not the users screen's to change.
 */
export function toUpdateBody(values: TUserFormValues, user: TAdminUser): TUpdateAdminUserInput {
  return {
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
    language: values.language,
    ...(isCreatableRole(user.role) ? { role: values.role, plan: values.plan, ...assignmentOf(values) } : {}),
  };
}
