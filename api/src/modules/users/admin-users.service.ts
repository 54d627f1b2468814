import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_USER_MESSAGES,
  isCreatableRole,
  PLAN_CHOICES,
  planProblem,
  type TAdminUser,
  type TCreateAdminUser,
  type TRole,
  type TUpdateAdminUser,
} from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/principal';
import { hashPassword } from '../auth/password';
import { Restaurant } from '../restaurants/restaurant.entity';
import { toAdminUserJson } from './admin-user.mapper';
import { recordUserChange, snapshotUser } from './user-history';
import {
  closeInvites,
  INVITED_PASSWORD_HASH,
  invitePending,
  sendInvite,
  usersWithLiveInvite,
} from './user-invite';
import { endAllSessions, liveSessions } from './user-sessions';
import { User } from './user.entity';

type Deps = Pick<AppDeps, 'clock' | 'config' | 'realtime' | 'outbox'>;
type Actor = Pick<Principal, 'id' | 'email'>;

/** GET /admin/users: every user by id, with whether their invitation is pending. */
export async function listAdminUsers(em: EntityManager, now: Date): Promise<TAdminUser[]> {
  const users = await em.find(User, {}, { populate: ['restaurants'], orderBy: { id: 'asc' } });
  const invited = await usersWithLiveInvite(
    em,
    users.map((u) => u.id),
    now,
  );
  return users.map((u) => toAdminUserJson(u, invitePending(u, invited)));
}

/** One user as the users screen shows it. */
export async function adminUserJson(em: EntityManager, user: User, now: Date): Promise<TAdminUser> {
  const invited = await usersWithLiveInvite(em, [user.id], now);
  return toAdminUserJson(user, invitePending(user, invited));
}

/** Each id must name a restaurant: a 400 naming the first that does not. */
async function assertRestaurantsExist(tx: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.find(Restaurant, { id: { $in: [...ids] } }, { fields: ['id'] });
  const known = new Set(found.map((r) => r.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined)
    throw new AppError('VALIDATION_FAILED', ADMIN_USER_MESSAGES.restaurantMissing(missing));
}

async function assertEmailFree(tx: EntityManager, email: string, exceptId?: number): Promise<void> {
  const taken = await tx.findOne(User, { email }, { fields: ['id'] });
  if (taken && taken.id !== exceptId) throw new AppError('USER_EMAIL_TAKEN');
}

/** A concurrent request took the address between our check and the write: the same 409. */
async function emailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('USER_EMAIL_TAKEN');
    throw err;
  }
}

/** Sets the user's restaurants: `restaurantId` for an admin (and staff), `restaurantIds` for a manager. */
function assign(
  tx: EntityManager,
  user: User,
  restaurantId: number | null,
  restaurantIds: readonly number[],
) {
  user.restaurantId = restaurantId;
  user.restaurants.set(restaurantIds.map((id) => tx.getReference(Restaurant, id)));
}

/**
 * POST /admin/users: one transaction for the user, its invitation (when no password was given) and the
 * history. With a password it is hashed as at login; without one the account cannot log in until the
 * invitation is accepted.
 */
export async function createAdminUser(
  em: EntityManager,
  body: TCreateAdminUser,
  actor: Actor,
  deps: Deps,
): Promise<TAdminUser> {
  const passwordHash = body.password ? await hashPassword(body.password) : INVITED_PASSWORD_HASH;
  const manager = body.role === 'restaurantmanager';
  const restaurantIds = manager ? (body.restaurantIds ?? []) : [];
  const restaurantId = manager ? null : (body.restaurantId ?? null);
  const created = await emailRace(() =>
    em.fork().transactional(async (tx) => {
      const now = deps.clock.now();
      await assertRestaurantsExist(tx, restaurantId ? [restaurantId] : restaurantIds);
      await assertEmailFree(tx, body.email);
      const user = tx.create(User, {
        email: body.email,
        passwordHash,
        role: body.role,
        plan: body.plan ?? PLAN_CHOICES[body.role].defaultPlan,
        language: body.language,
        restaurantId: null,
        createdAt: now,
      });
      assign(tx, user, restaurantId, restaurantIds);
      await tx.flush();
      const after = snapshotUser(user);
      recordUserChange(tx, { kind: 'user_created', actor, before: null, after, at: now });
      if (!body.password) {
        await sendInvite(tx, user, deps, now);
        recordUserChange(tx, { kind: 'user_invited', actor, before: after, after, at: now });
      }
      await tx.flush();
      return adminUserJson(tx, user, now);
    }),
  );
  if (!body.password) deps.outbox.kick();
  return created;
}

/** POST /admin/users/{id}/invite: a fresh link by email; earlier links stop working. */
export async function reinviteUser(
  em: EntityManager,
  id: number,
  actor: Actor,
  deps: Deps,
): Promise<TAdminUser> {
  const answer = await em.fork().transactional(async (tx) => {
    const now = deps.clock.now();
    const user = await lockedUser(tx, id);
    await sendInvite(tx, user, deps, now);
    const snapshot = snapshotUser(user);
    recordUserChange(tx, { kind: 'user_invited', actor, before: snapshot, after: snapshot, at: now });
    await tx.flush();
    return adminUserJson(tx, user, now);
  });
  deps.outbox.kick();
  return answer;
}

async function lockedUser(tx: EntityManager, id: number): Promise<User> {
  const user = await tx.findOne(
    User,
    { id },
    { populate: ['restaurants'], lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** The role after the PATCH: only restaurantadmin ↔ restaurantmanager moves (the same role is no change). */
function nextRole(current: TRole, wanted: TRole | undefined): TRole {
  if (wanted === undefined || wanted === current) return current;
  if (!isCreatableRole(current) || !isCreatableRole(wanted))
    throw new AppError('VALIDATION_FAILED', ADMIN_USER_MESSAGES.roleChangeNotAllowed);
  return wanted;
}

/**
 * The restaurants after the PATCH, for the role after it: an admin (and staff) has restaurantId only, a
 * manager restaurantIds only, a superadmin neither. A role change starts from no assignment of the kind the
 * new role has, unless the body names one.
 */
function nextAssignment(
  user: User,
  role: TRole,
  roleChanged: boolean,
  body: TUpdateAdminUser,
): { restaurantId: number | null; restaurantIds: number[] } {
  const refuse = (message: string) => {
    throw new AppError('VALIDATION_FAILED', message);
  };
  const sentId = body.restaurantId != null;
  const sentIds = (body.restaurantIds?.length ?? 0) > 0;
  if (role === 'superadmin') {
    if (sentId || sentIds) refuse(ADMIN_USER_MESSAGES.noRestaurantsForSuperadmin);
    return { restaurantId: user.restaurantId ?? null, restaurantIds: [] };
  }
  if (role === 'restaurantmanager') {
    if (sentId) refuse(ADMIN_USER_MESSAGES.restaurantIdForAdminOnly);
    const current = roleChanged ? [] : user.restaurants.getItems().map((r) => r.id);
    return { restaurantId: null, restaurantIds: body.restaurantIds ?? current };
  }
  if (sentIds) refuse(ADMIN_USER_MESSAGES.restaurantIdsForManagerOnly);
  const current = roleChanged ? null : (user.restaurantId ?? null);
  return { restaurantId: body.restaurantId !== undefined ? body.restaurantId : current, restaurantIds: [] };
}

/**
 * PATCH /admin/users/{id} by a superadmin (any field) or by the user themselves (language only; the route
 * checks that). One transaction: the change, the ended sessions and the history. A new password ends every
 * session of the user (their access tokens fail at the next request, their sockets are closed); a new role or
 * new restaurants close their sockets, so they rejoin only the rooms they may still see. Role, plan and
 * restaurants reach the very next request by themselves: the principal is read fresh on each.
 */
export async function updateAdminUser(
  em: EntityManager,
  id: number,
  body: TUpdateAdminUser,
  actor: Actor,
  deps: Deps,
): Promise<TAdminUser> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const { answer, disconnect } = await emailRace(() =>
    em.fork().transactional(async (tx) => {
      const now = deps.clock.now();
      const user = await lockedUser(tx, id);
      const before = snapshotUser(user);
      const role = nextRole(user.role, body.role);
      const roleChanged = role !== user.role;
      if (body.plan !== undefined) {
        const problem = planProblem(role, body.plan);
        if (problem) throw new AppError('VALIDATION_FAILED', problem);
      }
      const assignment = nextAssignment(user, role, roleChanged, body);
      await assertRestaurantsExist(
        tx,
        assignment.restaurantId ? [assignment.restaurantId] : assignment.restaurantIds,
      );
      if (body.email !== undefined && body.email !== user.email) await assertEmailFree(tx, body.email, id);

      if (body.email !== undefined) user.email = body.email;
      if (body.language !== undefined) user.language = body.language;
      user.role = role;
      // A plan the new role cannot hold moves to its default (guest spec §4: as the add form does).
      user.plan = body.plan ?? (planProblem(role, user.plan) ? PLAN_CHOICES[role].defaultPlan : user.plan);
      assign(tx, user, assignment.restaurantId, assignment.restaurantIds);
      if (passwordHash) {
        user.passwordHash = passwordHash;
        await closeInvites(tx, id, now);
      }
      await tx.flush();
      const after = snapshotUser(user);
      recordUserChange(tx, { kind: 'user_updated', actor, before, after, at: now });
      await tx.flush();

      const scopeChanged =
        before.role !== after.role ||
        before.restaurantId !== after.restaurantId ||
        before.restaurantIds.join() !== after.restaurantIds.join();
      const disconnect = passwordHash
        ? await endAllSessions(tx, id, now)
        : scopeChanged
          ? await liveSessions(tx, id, now)
          : [];
      return { answer: await adminUserJson(tx, user, now), disconnect };
    }),
  );
  for (const session of disconnect) deps.realtime.disconnectSession(session);
  return answer;
}

/**
 * DELETE /admin/users/{id}: never a superadmin, never oneself. The user's sessions end with them (their refresh
 * tokens go with the row, so their access tokens fail at the next request) and their sockets are closed.
 */
export async function deleteAdminUser(
  em: EntityManager,
  id: number,
  actor: Actor,
  deps: Deps,
): Promise<void> {
  const sessions = await em.fork().transactional(async (tx) => {
    const now = deps.clock.now();
    if (id === actor.id) throw new AppError('USER_SELF_DELETE');
    const user = await lockedUser(tx, id);
    if (user.role === 'superadmin') throw new AppError('USER_SUPERADMIN_UNDELETABLE');
    const before = snapshotUser(user);
    const ended = await endAllSessions(tx, id, now);
    recordUserChange(tx, { kind: 'user_deleted', actor, before, after: null, at: now });
    tx.remove(user);
    await tx.flush();
    return ended;
  });
  for (const session of sessions) deps.realtime.disconnectSession(session);
}
