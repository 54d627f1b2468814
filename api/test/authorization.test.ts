import { createInviteToken } from '../src/modules/auth/password-reset.service';
import { ZUser, type TRole, type TUser } from '@stol/contracts';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { ROUTES } from '../src/http/routes';
import { routeKey } from '../src/http/route-registry';
import { PasswordToken } from '../src/modules/auth/password-token.entity';
import { User } from '../src/modules/users/user.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { ReservationApproval } from '../src/modules/reservations/reservation-approval.entity';
import { isOverlapError } from '../src/modules/reservations/reservation-conflict';
import { DiningTable } from '../src/modules/tables/table.entity';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist-entry.entity';
import { addTable, book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { cookiePair, DEMO, loginAs, setCookie } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Walks EVERY route of the registry for every role, unauthenticated, and against a restaurant (or user)
 * that is not the caller's. The expectations below are written independently of the registry's access
 * declarations; a route missing from this table fails the first test.
 */

const ALL_ROLES: TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'];

interface Actor {
  role: TRole;
  token: string;
  userId: number;
  /** The signed-in user (role, plan), for routes with a rule beyond the role (`access.allow`). */
  user: TUser;
  /** A restaurant inside the actor's scope. */
  ownRestaurant: number;
}

interface Call {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  url: string;
  body?: object;
  cookie?: string;
}

interface Case {
  /** Roles that may call it, or 'public'. */
  allowed: TRole[] | 'public';
  /** A request the actor may legitimately make (own restaurant / own user). */
  call(actor: Actor): Promise<Call> | Call;
  /** The same request aimed at someone else's restaurant or user: 403 for everyone but superadmin. */
  foreign?(actor: Actor): Call;
}

let ctx: TestContext;
const actors = {} as Record<TRole, Actor>;
/** Restaurant 3 belongs to nobody but the superadmin; another user id to aim "self" routes at. */
const FOREIGN_RESTAURANT = 3;
let otherUserId: number;

const freshRefreshCookie = async () => {
  const res = await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' });
  return cookiePair(setCookie(res, 'stol_refresh')!);
};

/**
 * Reservation routes need targets: one long-lived reservation per restaurant (own = 1, foreign = 3), fresh ones
 * for calls that consume theirs (delete, approve, clear, undo), and a table per restaurant nobody else books.
 */
const own = {} as { fx: Fixture; reservation: number; table: number; current: number };
const foreign = {} as { fx: Fixture; reservation: number; table: number; current: number };
let hour = 0;
/** A fresh 2027 hour for each consuming call, so fixtures never overlap one another. */
const nextHour = () => new Date(Date.UTC(2027, 3, 1, 0, 0) + ++hour * 2 * 3_600_000).toISOString();
const freshReservation = async (fx: Fixture, tableNumber = 99) =>
  (await book(ctx.orm, fx, { tableNumber, start: nextHour() })).id;
const freshApproval = async (fx: Fixture) => {
  const em = ctx.orm.em.fork();
  const approval = em.create(ReservationApproval, {
    reservationId: await freshReservation(fx),
    status: 'pending',
  });
  await em.flush();
  return approval.id;
};
/** Seated now (2026-06-10 10:00Z): started 30 minutes ago on the fixture table. */
const seatedNow = async (fx: Fixture) => {
  // A previous call (e.g. the unauthenticated one) may have left its seated party uncleared: reuse it.
  await book(ctx.orm, fx, { tableNumber: 98, start: '2026-06-10T09:30:00Z' }).catch((err: unknown) => {
    if (!isOverlapError(err)) throw err;
  });
};
/** Started 15 minutes ago on a table of its own, not checked in: a target for one No-show. */
const startedNotArrived = async (fx: Fixture) => {
  const number = ++noShowTableNumber;
  await addTable(ctx.orm, fx, number);
  return (await book(ctx.orm, fx, { tableNumber: number, start: '2026-06-10T09:45:00Z' })).id;
};
let noShowTableNumber = 7000;
/** A reservation just cleared from the fixture table: cleared status, and the table in its cleared window. */
const clearedOnTable = async (fx: Fixture) => {
  await book(ctx.orm, fx, { tableNumber: 97, start: nextHour(), status: 'cleared' });
  const clearedUntil = new Date(ctx.clock.now().getTime() + 15 * 60_000);
  await ctx.orm.em.fork().nativeUpdate(DiningTable, { id: fx.tables[97] }, { clearedUntil });
};
/** A party waiting since now, for the waitlist calls (each consumes its own). */
const freshEntry = async (fx: Fixture) => {
  const em = ctx.orm.em.fork();
  const entry = em.create(WaitlistEntry, {
    restaurantId: fx.restaurantId,
    name: 'Guest',
    phone: '+385910000000',
    partySize: 2,
    createdAt: ctx.clock.now(),
  });
  await em.flush();
  return entry.id;
};
/** A pending large-party request (4 guests, a fresh 2027 time) for the large-party calls. */
const freshRequest = async (fx: Fixture) => {
  const em = ctx.orm.em.fork();
  const request = em.create(LargePartyRequest, {
    restaurantId: fx.restaurantId,
    name: 'Party',
    phone: '+385910000001',
    guests: 4,
    requestedAt: new Date(nextHour()),
  });
  await em.flush();
  return request.id;
};
/** Foreign targets consumed by the superadmin's calls, made ahead because `foreign()` is synchronous. */
const foreignPool = {
  /** Host operations: one target per route (only the superadmin's call gets past 403 and consumes it). */
  host: {} as Record<
    | 'notify'
    | 'cancel'
    | 'convert'
    | 'convertTable'
    | 'walkInTable'
    | 'suggestions'
    | 'partyConvert'
    | 'partyTable'
    | 'partyCancel',
    number
  >,
  delete: {} as Record<TRole, number>,
  approve: 0,
  reject: 0,

  clearTable: 0,
  undoTable: 0,
  noShow: 0,
  deleteTable: {} as Record<TRole, number>,
};

/** Tables made for the table-management calls: fresh numbers, never booked. */
let tableNumber = 600;
const freshTable = (fx: Fixture) => addTable(ctx.orm, fx, ++tableNumber);
/**
 * Tables the host calls book (walk-ins, conversions): numbers of their own from 5001, clear of the numbers the
 * copy calls give (the next above the highest in use when they run, before any of these exist in restaurant 1).
 */
let hostTableNumber = 5000;
const freshHostTable = (fx: Fixture) => addTable(ctx.orm, fx, ++hostTableNumber);
/** The source of whole-layout copies: restaurant 2 (a superadmin's copy appends its tables to the target). */
const COPY_SOURCE = 2;

/** A user of its own for the reset calls (a reset ends the user's sessions), and a live token per call. */
let resetUserId = 0;
const freshResetToken = async () => {
  const raw = randomBytes(16).toString('hex');
  const em = ctx.orm.em.fork();
  em.create(PasswordToken, {
    userId: resetUserId,
    purpose: 'reset',
    tokenHash: createHash('sha256').update(raw).digest('hex'),
    expiresAt: new Date(ctx.clock.now().getTime() + 10 * 60_000),
    usedAt: null,
  });
  await em.flush();
  return raw;
};

/** Users of their own for the users-screen calls that consume or change theirs (delete, invite). */
let userSeq = 0;
const freshUserEmail = () => `authz-user-${++userSeq}@demo.test`;
const freshUser = async () => {
  const em = ctx.orm.em.fork();
  const user = em.create(User, {
    email: freshUserEmail(),
    passwordHash: 'not-a-real-hash',
    role: 'restaurantadmin',
    restaurantId: 1,
  });
  await em.flush();
  return user.id;
};

/** Each /reserve call of the table books a day of its own, so repeated calls never collide. */
/** A guest's link token: a booking ahead (restaurant 1 takes changes online) or a visit that took place. */
const freshGuestToken = async () =>
  (await book(ctx.orm, own.fx, { tableNumber: 99, start: nextHour() })).token;
let pastHour = 0;
const visitedToken = async () =>
  (
    await book(ctx.orm, own.fx, {
      tableNumber: 99,
      start: new Date(Date.UTC(2026, 4, 1) + ++pastHour * 2 * 3_600_000).toISOString(),
    })
  ).token;

/** Restaurants of this file's own that verify guests by SMS and by email; each OTP call uses a fresh target. */
const verifying = {} as { sms: number; email: number };
/** The name of the restaurants the create and delete cases make (not part of the tenant lists' expectations). */
const PROBE_RESTAURANT = 'Authorization probe';
const probeRestaurant = async () => {
  const em = ctx.orm.em.fork();
  const restaurant = em.create(Restaurant, { name: PROBE_RESTAURANT });
  await em.flush();
  return restaurant.id;
};
const BULK_NOOP = { action: 'remove', startDate: '2028-12-31', endDate: '2028-12-31' };
let otpSeq = 0;
const freshPhone = () => `+3859155${String(++otpSeq).padStart(5, '0')}`;
const freshEmail = () => `otp-${++otpSeq}@example.com`;
const sentCode = async (recipient: string) => {
  const message = await ctx.orm.em.fork().findOneOrFail(OutboxMessage, { recipient, kind: 'otp_code' });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
};

let reserveDay = 0;
const nextReserveDate = () => `2027-02-${String(++reserveDay).padStart(2, '0')}T12:00:00+01:00`;
/** Each phone booking (POST /reservations) a day of its own in May 2027, at noon (an offered slot everywhere). */
let phoneDay = 0;
const nextPhoneDate = () => `2027-05-${String(++phoneDay).padStart(2, '0')}T12:00:00+02:00`;
const phoneBooking = (restaurantId: number, tableId: number) => ({
  restaurantId,
  tableId,
  date: nextPhoneDate(),
  guests: 2,
  name: 'Phone guest',
  phone: '+385912345678',
});

const CASES: Record<string, Case> = {
  'GET /health': { allowed: 'public', call: () => ({ method: 'get', url: '/health' }) },
  'POST /auth/login': {
    allowed: 'public',
    call: () => ({ method: 'post', url: '/auth/login', body: { email: DEMO.staff, password: 'demo1234' } }),
  },
  'POST /auth/refresh': {
    allowed: 'public',
    call: async () => ({ method: 'post', url: '/auth/refresh', cookie: await freshRefreshCookie() }),
  },
  'POST /auth/logout': {
    allowed: 'public',
    call: async () => ({ method: 'post', url: '/auth/logout', cookie: await freshRefreshCookie() }),
  },
  'POST /auth/request-reset': {
    allowed: 'public',
    call: () => ({ method: 'post', url: '/auth/request-reset', body: { email: 'nobody@demo.test' } }),
  },
  'POST /auth/reset': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/auth/reset',
      body: { token: await freshResetToken(), password: 'new-secret-42' },
    }),
  },
  'POST /auth/accept-invite': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/auth/accept-invite',
      body: {
        token: await createInviteToken(ctx.orm.em.fork(), resetUserId, ctx.clock.now()),
        password: 'new-secret-42',
      },
    }),
  },
  // Issue 23 §7: every signed-in user, their own password (set to the same, so the actors keep signing in).
  'POST /admin/me/password': {
    allowed: ALL_ROLES,
    call: () => ({
      method: 'post',
      url: '/admin/me/password',
      body: { currentPassword: 'demo1234', newPassword: 'demo1234' },
    }),
  },
  'GET /admin/me': { allowed: ALL_ROLES, call: () => ({ method: 'get', url: '/admin/me' }) },
  // The users screen (issue 20 §2) is the superadmin's.
  'GET /admin/users': { allowed: ['superadmin'], call: () => ({ method: 'get', url: '/admin/users' }) },
  'POST /admin/users': {
    allowed: ['superadmin'],
    call: () => ({
      method: 'post',
      url: '/admin/users',
      body: { email: freshUserEmail(), password: 'new-secret-42', role: 'restaurantadmin', restaurantId: 1 },
    }),
  },
  'POST /admin/users/:id/invite': {
    allowed: ['superadmin'],
    call: async () => ({ method: 'post', url: `/admin/users/${await freshUser()}/invite` }),
  },
  'DELETE /admin/users/:id': {
    allowed: ['superadmin'],
    call: async () => ({ method: 'delete', url: `/admin/users/${await freshUser()}` }),
  },
  'GET /admin/users/:id': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/users/${a.userId}` }),
    foreign: (a) => ({ method: 'get', url: `/admin/users/${otherUserId === a.userId ? 1 : otherUserId}` }),
  },
  'PATCH /admin/users/:id': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'patch', url: `/admin/users/${a.userId}`, body: { language: 'hr' } }),
    foreign: (a) => ({
      method: 'patch',
      url: `/admin/users/${otherUserId === a.userId ? 1 : otherUserId}`,
      body: { language: 'en' },
    }),
  },
  'GET /restaurants': { allowed: ALL_ROLES, call: () => ({ method: 'get', url: '/restaurants' }) },
  'GET /admin/restaurants/assigned': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/admin/restaurants/assigned' }),
  },
  'GET /restaurants/:id': { allowed: 'public', call: () => ({ method: 'get', url: '/restaurants/1' }) },
  'GET /public/availability': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/availability?restaurantId=1&date=2026-06-11' }),
  },
  'GET /public/tables': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/tables?restaurantId=1' }),
  },
  'GET /public/reservations': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/reservations?restaurantId=1&date=2026-06-11' }),
  },
  'GET /public/bot-challenge': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/bot-challenge' }),
  },
  'POST /reserve': {
    allowed: 'public',
    call: () => ({
      method: 'post',
      url: '/reserve',
      body: {
        anyTable: true,
        restaurantId: 3,
        name: 'Guest',
        phone: '+385912345678',
        guests: 2,
        date: nextReserveDate(),
      },
    }),
  },
  'GET /public/reservations/:token': {
    allowed: 'public',
    call: async () => ({ method: 'get', url: `/public/reservations/${await freshGuestToken()}` }),
  },
  'GET /public/reservations/:token/calendar.ics': {
    allowed: 'public',
    call: async () => ({
      method: 'get',
      url: `/public/reservations/${await freshGuestToken()}/calendar.ics`,
    }),
  },
  'POST /public/reservations/cancel': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/public/reservations/cancel',
      body: { token: await freshGuestToken() },
    }),
  },
  'POST /public/cancel-by-token': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/public/cancel-by-token',
      body: { token: await freshGuestToken() },
    }),
  },
  'POST /public/reservations/modify': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/public/reservations/modify',
      body: { token: await freshGuestToken(), date: nextReserveDate() },
    }),
  },
  'GET /public/reviews/:token': {
    allowed: 'public',
    call: async () => ({ method: 'get', url: `/public/reviews/${await visitedToken()}` }),
  },
  'POST /public/reviews/submit': {
    allowed: 'public',
    call: async () => ({
      method: 'post',
      url: '/public/reviews/submit',
      body: { token: await visitedToken(), rating: 5, comment: null },
    }),
  },
  'POST /public/request-otp': {
    allowed: 'public',
    call: () => ({
      method: 'post',
      url: '/public/request-otp',
      body: { restaurantId: verifying.sms, phone: freshPhone() },
    }),
  },
  'POST /public/request-email-otp': {
    allowed: 'public',
    call: () => ({
      method: 'post',
      url: '/public/request-email-otp',
      body: { restaurantId: verifying.email, email: freshEmail() },
    }),
  },
  'POST /public/verify-otp': {
    allowed: 'public',
    call: async () => {
      const phone = freshPhone();
      await request(ctx.app).post('/public/request-otp').send({ restaurantId: verifying.sms, phone });
      return {
        method: 'post',
        url: '/public/verify-otp',
        body: { restaurantId: verifying.sms, phone, code: await sentCode(phone) },
      };
    },
  },
  'POST /public/verify-email-otp': {
    allowed: 'public',
    call: async () => {
      const email = freshEmail();
      await request(ctx.app).post('/public/request-email-otp').send({ restaurantId: verifying.email, email });
      return {
        method: 'post',
        url: '/public/verify-email-otp',
        body: { restaurantId: verifying.email, email, code: await sentCode(email) },
      };
    },
  },
  'POST /public/large-party': {
    allowed: 'public',
    call: () => ({
      method: 'post',
      url: '/public/large-party',
      body: {
        restaurantId: 1,
        name: 'Guest',
        phone: '+385912345678',
        guests: 8,
        date: '2027-03-10',
        time: '19:00',
      },
    }),
  },
  'GET /public/hub-check': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/hub-check?origin=http%3A%2F%2Flocalhost%3A3100' }),
  },
  'GET /public/resolve': {
    allowed: 'public',
    call: () => ({
      method: 'get',
      url: '/public/resolve?origin=http%3A%2F%2Flocalhost%3A3100&path=%2Fkonoba-stol',
    }),
  },
  'GET /public/list': {
    allowed: 'public',
    call: () => ({ method: 'get', url: '/public/list?origin=http%3A%2F%2Flocalhost%3A3100' }),
  },
  'POST /public/holds': {
    allowed: 'public',
    call: () => ({
      method: 'post',
      url: '/public/holds',
      body: { tableId: own.table, date: nextReserveDate(), guests: 2 },
    }),
  },
  'DELETE /public/holds/:holdId': {
    allowed: 'public',
    call: async () => {
      const held = await request(ctx.app)
        .post('/public/holds')
        .send({ tableId: own.table, date: nextReserveDate(), guests: 2 });
      return { method: 'delete', url: `/public/holds/${(held.body as { holdId: string }).holdId}` };
    },
  },
  'GET /reservations': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/reservations?restaurantId=1' }),
    foreign: () => ({ method: 'get', url: `/reservations?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'GET /reservations/day': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/reservations/day?restaurantId=1&date=2026-06-10' }),
    foreign: () => ({
      method: 'get',
      url: `/reservations/day?restaurantId=${FOREIGN_RESTAURANT}&date=2026-06-10`,
    }),
  },
  'GET /reservations/export': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/reservations/export?restaurantId=1&date=2026-06-10' }),
    foreign: () => ({
      method: 'get',
      url: `/reservations/export?restaurantId=${FOREIGN_RESTAURANT}&date=2026-06-10`,
    }),
  },
  'GET /reservations/approvals': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: () => ({ method: 'get', url: '/reservations/approvals?restaurantId=1' }),
    foreign: () => ({ method: 'get', url: `/reservations/approvals?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'POST /reservations/approvals/:id/approve': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: async () => ({
      method: 'post',
      url: `/reservations/approvals/${await freshApproval(own.fx)}/approve`,
    }),
    foreign: () => ({ method: 'post', url: `/reservations/approvals/${foreignPool.approve}/approve` }),
  },
  'POST /reservations/approvals/:id/reject': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: async () => ({
      method: 'post',
      url: `/reservations/approvals/${await freshApproval(own.fx)}/reject`,
    }),
    foreign: () => ({ method: 'post', url: `/reservations/approvals/${foreignPool.reject}/reject` }),
  },
  'GET /reservations/:id/table-options': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: `/reservations/${own.reservation}/table-options` }),
    foreign: () => ({ method: 'get', url: `/reservations/${foreign.reservation}/table-options` }),
  },
  // Issue 22 §1, §2: a phone booking is every role's (staff answer the phone); so is the guest behind a reservation.
  'POST /reservations': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'post', url: '/reservations', body: phoneBooking(1, own.table) }),
    foreign: () => ({
      method: 'post',
      url: '/reservations',
      body: phoneBooking(FOREIGN_RESTAURANT, foreign.table),
    }),
  },
  'GET /reservations/:id/guest': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: `/reservations/${own.reservation}/guest` }),
    foreign: () => ({ method: 'get', url: `/reservations/${foreign.reservation}/guest` }),
  },
  'GET /reservations/:id/messages': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: `/reservations/${own.reservation}/messages` }),
    foreign: () => ({ method: 'get', url: `/reservations/${foreign.reservation}/messages` }),
  },
  'PATCH /reservations/:id': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: () => ({ method: 'patch', url: `/reservations/${own.reservation}`, body: { status: 'confirmed' } }),
    foreign: () => ({
      method: 'patch',
      url: `/reservations/${foreign.reservation}`,
      body: { status: 'confirmed' },
    }),
  },
  'DELETE /reservations/:id': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({ method: 'delete', url: `/reservations/${await freshReservation(own.fx)}` }),
    foreign: (a) => ({ method: 'delete', url: `/reservations/${foreignPool.delete[a.role]}` }),
  },
  // Check-in opens 2 hours before the start (DESIGN §7): a reservation under way, checked in again harmlessly.
  'POST /reservations/:id/checkin': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'post', url: `/reservations/${own.current}/checkin` }),
    foreign: () => ({ method: 'post', url: `/reservations/${foreign.current}/checkin` }),
  },
  'POST /reservations/:id/no-show': {
    allowed: ALL_ROLES,
    call: async () => ({ method: 'post', url: `/reservations/${await startedNotArrived(own.fx)}/no-show` }),
    foreign: () => ({ method: 'post', url: `/reservations/${foreignPool.noShow}/no-show` }),
  },
  'POST /reservations/:id/uncheckin': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'post', url: `/reservations/${own.reservation}/uncheckin` }),
    foreign: () => ({ method: 'post', url: `/reservations/${foreign.reservation}/uncheckin` }),
  },
  'POST /reservations/:id/extend': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: () => ({
      method: 'post',
      url: `/reservations/${own.reservation}/extend`,
      body: { additionalMinutes: 5 },
    }),
    foreign: () => ({
      method: 'post',
      url: `/reservations/${foreign.reservation}/extend`,
      body: { additionalMinutes: 5 },
    }),
  },
  'GET /tables': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/tables?restaurantId=1' }),
    foreign: () => ({ method: 'get', url: `/tables?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'POST /tables/:id/clear': {
    allowed: ALL_ROLES,
    call: async () => {
      await seatedNow(own.fx);
      return { method: 'post', url: `/tables/${own.fx.tables[98]}/clear` };
    },
    foreign: () => ({ method: 'post', url: `/tables/${foreignPool.clearTable}/clear` }),
  },
  'POST /tables/:id/clear/undo': {
    allowed: ALL_ROLES,
    call: async () => {
      await clearedOnTable(own.fx);
      return { method: 'post', url: `/tables/${own.fx.tables[97]}/clear/undo` };
    },
    foreign: () => ({ method: 'post', url: `/tables/${foreignPool.undoTable}/clear/undo` }),
  },
  'POST /tables': {
    allowed: ['superadmin'],
    call: () => ({
      method: 'post',
      url: '/tables',
      body: { restaurantId: 1, number: ++tableNumber, seats: 4, x: 10, y: 10 },
    }),
    foreign: () => ({
      method: 'post',
      url: '/tables',
      body: { restaurantId: FOREIGN_RESTAURANT, number: ++tableNumber, seats: 4, x: 10, y: 10 },
    }),
  },
  'PATCH /tables/:id': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: () => ({ method: 'patch', url: `/tables/${own.table}`, body: { status: 'available' } }),
    foreign: () => ({ method: 'patch', url: `/tables/${foreign.table}`, body: { status: 'available' } }),
  },
  'DELETE /tables/:id': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: async () => ({ method: 'delete', url: `/tables/${await freshTable(own.fx)}` }),
    foreign: (a) => ({ method: 'delete', url: `/tables/${foreignPool.deleteTable[a.role]}` }),
  },
  'POST /admin/tables/:id/copy': {
    allowed: ['superadmin'],
    call: () => ({
      method: 'post',
      url: `/admin/tables/${own.table}/copy`,
      body: { targetRestaurantId: 1, count: 1 },
    }),
    foreign: () => ({
      method: 'post',
      url: `/admin/tables/${foreign.table}/copy`,
      body: { targetRestaurantId: FOREIGN_RESTAURANT, count: 1 },
    }),
  },
  'POST /admin/tables/copy': {
    allowed: ['superadmin'],
    call: () => ({
      method: 'post',
      url: '/admin/tables/copy',
      body: { sourceRestaurantId: COPY_SOURCE, targetRestaurantId: 1, mode: 'append' },
    }),
    foreign: () => ({
      method: 'post',
      url: '/admin/tables/copy',
      body: { sourceRestaurantId: COPY_SOURCE, targetRestaurantId: FOREIGN_RESTAURANT },
    }),
  },
  'PATCH /restaurants/:id': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: () => ({ method: 'patch', url: '/restaurants/1', body: { floorplan: { showGrid: true } } }),
    foreign: () => ({
      method: 'patch',
      url: `/restaurants/${FOREIGN_RESTAURANT}`,
      body: { floorplan: { showGrid: true } },
    }),
  },
  // Issue 20 §3: creating and deleting a restaurant are the superadmin's; bulk special hours the settings editors'.
  // The restaurants these calls create are named PROBE_RESTAURANT (the list test below leaves them out).
  'POST /restaurants': {
    allowed: ['superadmin'],
    call: () => ({ method: 'post', url: '/restaurants', body: { name: PROBE_RESTAURANT } }),
  },
  'DELETE /restaurants/:id': {
    allowed: ['superadmin'],
    call: async () => ({ method: 'delete', url: `/restaurants/${await probeRestaurant()}` }),
  },
  'POST /restaurants/:id/special-hours/bulk': {
    allowed: ['superadmin', 'restaurantmanager'],
    // Removing hours of a day nobody set changes nothing the other cases rely on.
    call: () => ({ method: 'post', url: '/restaurants/1/special-hours/bulk', body: BULK_NOOP }),
    foreign: () => ({
      method: 'post',
      url: `/restaurants/${FOREIGN_RESTAURANT}/special-hours/bulk`,
      body: BULK_NOOP,
    }),
  },
  // Staff read their restaurant's line on the kiosk (issue 19 §23); every write stays the hosts'.
  'GET /waitlist': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/waitlist?restaurantId=1' }),
    foreign: () => ({ method: 'get', url: `/waitlist?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'POST /waitlist': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: () => ({
      method: 'post',
      url: '/waitlist',
      body: { restaurantId: 1, name: 'Guest', phone: '+385910000000', partySize: 2 },
    }),
    foreign: () => ({
      method: 'post',
      url: '/waitlist',
      body: { restaurantId: FOREIGN_RESTAURANT, name: 'Guest', phone: '+385910000000', partySize: 2 },
    }),
  },
  ...Object.fromEntries(
    (['notify', 'cancel'] as const).map((action) => [
      `POST /waitlist/:id/${action}`,
      {
        allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
        call: async () => ({ method: 'post', url: `/waitlist/${await freshEntry(own.fx)}/${action}` }),
        foreign: () => ({ method: 'post', url: `/waitlist/${foreignPool.host[action]}/${action}` }),
      } satisfies Case,
    ]),
  ),
  'POST /waitlist/:id/convert': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({
      method: 'post',
      url: `/waitlist/${await freshEntry(own.fx)}/convert`,
      body: { tableId: await freshHostTable(own.fx) },
    }),
    foreign: () => ({
      method: 'post',
      url: `/waitlist/${foreignPool.host.convert}/convert`,
      body: { tableId: foreignPool.host.convertTable },
    }),
  },
  'POST /walkin/seat-now': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({
      method: 'post',
      url: '/walkin/seat-now',
      body: { restaurantId: 1, tableId: await freshHostTable(own.fx), partySize: 2 },
    }),
    foreign: () => ({
      method: 'post',
      url: '/walkin/seat-now',
      body: { restaurantId: FOREIGN_RESTAURANT, tableId: foreignPool.host.walkInTable, partySize: 2 },
    }),
  },
  'GET /admin/large-party': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: () => ({ method: 'get', url: '/admin/large-party?restaurantId=1' }),
    foreign: () => ({ method: 'get', url: `/admin/large-party?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'GET /admin/large-party/:id/suggestions': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({
      method: 'get',
      url: `/admin/large-party/${await freshRequest(own.fx)}/suggestions`,
    }),
    foreign: () => ({ method: 'get', url: `/admin/large-party/${foreignPool.host.suggestions}/suggestions` }),
  },
  'POST /admin/large-party/:id/convert': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({
      method: 'post',
      url: `/admin/large-party/${await freshRequest(own.fx)}/convert`,
      body: { tableIds: [await freshHostTable(own.fx)] },
    }),
    foreign: () => ({
      method: 'post',
      url: `/admin/large-party/${foreignPool.host.partyConvert}/convert`,
      body: { tableIds: [foreignPool.host.partyTable] },
    }),
  },
  'POST /admin/large-party/:id/cancel': {
    allowed: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    call: async () => ({ method: 'post', url: `/admin/large-party/${await freshRequest(own.fx)}/cancel` }),
    foreign: () => ({ method: 'post', url: `/admin/large-party/${foreignPool.host.partyCancel}/cancel` }),
  },
  // Issue 20 §4, §5: settings preview, change history, hub management.
  'POST /restaurants/:id/preview': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: (a) => ({
      method: 'post',
      url: `/restaurants/${a.ownRestaurant}/preview`,
      body: { closeHour: 20 },
    }),
    foreign: () => ({
      method: 'post',
      url: `/restaurants/${FOREIGN_RESTAURANT}/preview`,
      body: { closeHour: 20 },
    }),
  },
  'GET /restaurants/:id/history': {
    allowed: ['superadmin', 'restaurantmanager'],
    call: (a) => ({ method: 'get', url: `/restaurants/${a.ownRestaurant}/history` }),
    foreign: () => ({ method: 'get', url: `/restaurants/${FOREIGN_RESTAURANT}/history` }),
  },
  'GET /admin/hubs': { allowed: ['superadmin'], call: () => ({ method: 'get', url: '/admin/hubs' }) },
  'PATCH /admin/hubs': {
    allowed: ['superadmin'],
    call: () => ({
      method: 'patch',
      url: '/admin/hubs',
      body: { origin: 'http://localhost:3100', brandColors: { hubTitle: 'Stol' } },
    }),
  },
  'GET /admin/stats': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/stats?restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({ method: 'get', url: `/admin/stats?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'GET /admin/stats/restaurants': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/stats/restaurants?restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({ method: 'get', url: `/admin/stats/restaurants?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  // Issue 21 §3: reports for every signed-in role, on their own restaurants.
  'GET /reports/daily': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/reports/daily?date=2026-06-10&restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({
      method: 'get',
      url: `/reports/daily?date=2026-06-10&restaurantId=${FOREIGN_RESTAURANT}`,
    }),
  },
  'GET /reports/weekly': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/reports/weekly?date=2026-06-10&restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({
      method: 'get',
      url: `/reports/weekly?date=2026-06-10&restaurantId=${FOREIGN_RESTAURANT}`,
    }),
  },
  'GET /reports/reservations': {
    allowed: ALL_ROLES,
    call: (a) => ({
      method: 'get',
      url: `/reports/reservations?date=2026-06-10&restaurantId=${a.ownRestaurant}`,
    }),
    foreign: () => ({
      method: 'get',
      url: `/reports/reservations?date=2026-06-10&restaurantId=${FOREIGN_RESTAURANT}`,
    }),
  },
  'GET /reports/export': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/reports/export?date=2026-06-10&restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({
      method: 'get',
      url: `/reports/export?date=2026-06-10&restaurantId=${FOREIGN_RESTAURANT}`,
    }),
  },
  // Issue 21 §3: analytics for a superadmin or a premium restaurant manager (the demo manager is premium), on
  // their own restaurants; the others are refused with guest spec §2.15's sentence (its own test: analytics.test.ts).
  ...Object.fromEntries(
    ['heatmap', 'returning-guests', 'no-shows', 'walk-ins', 'turn-times'].map((name) => [
      `GET /analytics/${name}`,
      {
        allowed: ['superadmin', 'restaurantmanager'],
        call: (a: Actor) => ({ method: 'get', url: `/analytics/${name}?restaurantId=${a.ownRestaurant}` }),
        foreign: () => ({ method: 'get', url: `/analytics/${name}?restaurantId=${FOREIGN_RESTAURANT}` }),
      } satisfies Case,
    ]),
  ),
};

async function send(call: Call, actor: Actor | null) {
  let req = request(ctx.app)[call.method](call.url);
  if (actor) req = req.set('Authorization', `Bearer ${actor.token}`);
  if (call.cookie) req = req.set('Cookie', call.cookie);
  return call.body ? req.send(call.body) : req;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ALL_ROLES) {
    const { token, user } = await loginAs(ctx.app, DEMO[role]);
    actors[role] = { role, token, userId: user.id, user: ZUser.parse(user), ownRestaurant: 1 };
  }
  otherUserId = actors.staff.userId;
  for (const [channel, flag] of [
    ['sms', 'enableOtp'],
    ['email', 'enableEmailOtp'],
  ] as const) {
    const fixture = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
    const theme = { featureFlags: { [flag]: true } };
    await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: fixture.restaurantId }, { theme });
    verifying[channel] = fixture.restaurantId;
  }
  {
    const em = ctx.orm.em.fork();
    const user = em.create(User, {
      email: 'reset-target@demo.test',
      passwordHash: 'not-a-real-hash',
      role: 'staff',
      restaurantId: 1,
    });
    await em.flush();
    resetUserId = user.id;
  }
  for (const [target, restaurantId] of [
    [own, 1],
    [foreign, FOREIGN_RESTAURANT],
  ] as const) {
    target.fx = await fixtureOf(ctx.orm, restaurantId);
    target.table = await addTable(ctx.orm, target.fx, 99);
    await addTable(ctx.orm, target.fx, 98);
    await addTable(ctx.orm, target.fx, 97);
    target.reservation = await freshReservation(target.fx);
    target.current = await startedNotArrived(target.fx);
  }
  for (const role of ALL_ROLES) foreignPool.delete[role] = await freshReservation(foreign.fx);
  for (const role of ALL_ROLES) foreignPool.deleteTable[role] = await freshTable(foreign.fx);
  foreignPool.host = {
    notify: await freshEntry(foreign.fx),
    cancel: await freshEntry(foreign.fx),
    convert: await freshEntry(foreign.fx),
    convertTable: await freshHostTable(foreign.fx),
    walkInTable: await freshHostTable(foreign.fx),
    suggestions: await freshRequest(foreign.fx),
    partyConvert: await freshRequest(foreign.fx),
    partyTable: await freshHostTable(foreign.fx),
    partyCancel: await freshRequest(foreign.fx),
  };
  foreignPool.approve = await freshApproval(foreign.fx);
  foreignPool.reject = await freshApproval(foreign.fx);
  await seatedNow(foreign.fx);
  foreignPool.clearTable = foreign.fx.tables[98]!;
  await clearedOnTable(foreign.fx);
  foreignPool.undoTable = foreign.fx.tables[97]!;
  foreignPool.noShow = await startedNotArrived(foreign.fx);
});
afterAll(async () => {
  await ctx.close();
});

it('covers every route of the registry, and only those', () => {
  expect(Object.keys(CASES).sort()).toEqual(ROUTES.map(routeKey).sort());
});

describe.each(Object.entries(CASES))('%s', (_key, routeCase) => {
  it('unauthenticated', async () => {
    // The staff member's request, sent without credentials.
    const res = await send(await routeCase.call(actors.staff), null);
    if (routeCase.allowed === 'public') expect(res.status).toBeLessThan(300);
    else {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(ALL_ROLES)('as %s', async (role) => {
    const actor = actors[role];
    const res = await send(await routeCase.call(actor), actor);
    const allowed = routeCase.allowed === 'public' || routeCase.allowed.includes(role);
    if (allowed) expect(res.status).toBeLessThan(300);
    else {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  if (routeCase.foreign) {
    it.each(ALL_ROLES)("as %s, aimed at someone else's restaurant or user", async (role) => {
      const actor = actors[role];
      const res = await send(routeCase.foreign!(actor), actor);
      if (role === 'superadmin') expect(res.status).toBeLessThan(300);
      else {
        expect(res.status).toBe(403);
        // A role the route does not admit is refused first, with the route's own sentence when it has one
        // (staff spec §6: 'Only superadmin and restaurant managers can delete tables'); the tenant refusal is generic.
        const access = ROUTES.find((route) => routeKey(route) === _key)!.access;
        // A route whose body decides the role (rolesByBody) refuses with the same sentence.
        const body = routeCase.foreign!(actor).body ?? {};
        const admitted =
          access !== 'public' &&
          access.roles.includes(role) &&
          (!access.rolesByBody || access.rolesByBody(body).includes(role));
        // A route's own rule on the caller (analytics: canUseAnalytics) is asked next, with its own sentence.
        const roleRefused = access !== 'public' && !admitted && access.roleRefusal;
        const ruleRefused =
          access !== 'public' && access.allow && !access.allow.rule(actor.user) && access.allow.refusal;
        expect(res.body).toEqual({
          error: roleRefused || ruleRefused || 'You do not have access to this resource',
          code: 'FORBIDDEN',
        });
      }
    });
  }
});

/**
 * Routes whose body decides who may send it (`access.rolesByBody`): each kind of body as every role, on the
 * caller's restaurant and on someone else's. Written independently of the registry; a route with rolesByBody
 * missing here fails the first test.
 */
const EDITORS: TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin'];
const BODY_KIND_CASES: Record<
  string,
  { kind: string; allowed: TRole[]; body: (target: { table: number }) => object }[]
> = {
  // Staff change guest details and notes, not a table, a date or a status (issue 22 §2; guest spec §6).
  'PATCH /reservations/:id': [
    { kind: 'guest details', allowed: ALL_ROLES, body: () => ({ notes: 'Window seat' }) },
    { kind: 'a status', allowed: EDITORS, body: () => ({ status: 'confirmed' }) },
    // The reservation's own table: allowed, the call changes nothing.
    { kind: 'a table', allowed: EDITORS, body: (target) => ({ tableId: target.table }) },
    { kind: 'a date', allowed: EDITORS, body: () => ({ date: '2027-06-01T12:00:00+02:00' }) },
  ],
};

it('walks every route whose body decides the role by body kind', () => {
  const byBody = ROUTES.filter((route) => route.access !== 'public' && route.access.rolesByBody);
  expect(byBody.map(routeKey).sort()).toEqual(Object.keys(BODY_KIND_CASES).sort());
});

describe.each(Object.entries(BODY_KIND_CASES))('%s by body kind', (key, kinds) => {
  const [method, template] = key.split(' ') as [string, string];
  const call = (target: typeof own, kind: (typeof kinds)[number]): Call => ({
    method: method.toLowerCase() as Call['method'],
    url: template.replace(':id', String(target.reservation)),
    body: kind.body(target),
  });
  describe.each(kinds)('$kind', (kind) => {
    it.each(ALL_ROLES)('as %s', async (role) => {
      const res = await send(call(own, kind), actors[role]);
      if (kind.allowed.includes(role)) expect(res.status).toBeLessThan(300);
      else expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    });
    it.each(ALL_ROLES)("as %s, aimed at someone else's restaurant", async (role) => {
      const res = await send(call(foreign, kind), actors[role]);
      if (role === 'superadmin') expect(res.status).toBeLessThan(300);
      else expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    });
  });
});

describe('tenant scoping of lists', () => {
  const ids = (body: { id: number; name: string }[]) =>
    body.filter((r) => r.name !== PROBE_RESTAURANT).map((r) => r.id);
  it.each([
    ['superadmin', [1, 2, 3]],
    ['restaurantmanager', [1, 2]],
    ['restaurantadmin', [1]],
    ['staff', [1]],
  ] as const)('%s sees restaurants %j', async (role, expected) => {
    const actor = actors[role];
    // The superadmin sees every restaurant, this file's two verifying ones too.
    const want = role === 'superadmin' ? [...expected, verifying.sms, verifying.email] : expected;
    for (const url of ['/restaurants', '/admin/restaurants/assigned']) {
      const res = await send({ method: 'get', url }, actor);
      expect(ids(res.body)).toEqual(want);
    }
    const stats = await send({ method: 'get', url: '/admin/stats/restaurants' }, actor);
    expect(ids(stats.body.restaurants)).toEqual(want);
  });

  it('a user changes their own language; the superadmin may change anyone’s', async () => {
    const own = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'en' } },
      actors.staff,
    );
    expect(own.status).toBe(200);
    expect(own.body.language).toBe('en');
    const bySuper = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'hr' } },
      actors.superadmin,
    );
    expect(bySuper.body.language).toBe('hr');
    const invalid = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'de' } },
      actors.staff,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    // Anything but their language is the superadmin's (issue 20 §2).
    const widening = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { role: 'superadmin' } },
      actors.staff,
    );
    expect(widening.status).toBe(403);
    expect(widening.body.code).toBe('FORBIDDEN');
  });
});
