import type { EntityManager } from '@mikro-orm/postgresql';
import { WALK_IN_NAME, type TChairShape, type TReservationStatus, type TTableStyle } from '@stol/contracts';
import { LargePartyRequest } from '../modules/large-party/large-party-request.entity';
import { hashPassword } from '../modules/auth/password';
import { createReservation } from '../modules/reservations/booking.service';
import { Reservation } from '../modules/reservations/reservation.entity';
import { Restaurant } from '../modules/restaurants/restaurant.entity';
import { DiningTable } from '../modules/tables/table.entity';
import { User } from '../modules/users/user.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';
import { addDaysToKey, zagrebDateKey, zagrebWallTime } from '../time/zagreb';
import { DEFAULT_MESSAGING } from '../config';
import { randomBytes } from 'node:crypto';
import type { Orm } from './orm';
import { SEED_THEMES } from './seed-themes';
import {
  DEMO_LANGUAGE,
  DEMO_PASSWORD,
  GUEST_NAMES,
  SEED_RESTAURANTS,
  SEED_USERS,
  seedOrigin,
  type SeedRestaurant,
} from './seed-data';
import { SEED_FLOORPLANS } from './seed-floorplans';
import { HISTORY_DAYS, historyStatement } from './seed-history-sql';

/**
 * Idempotent demo data (DESIGN §2): runs on every start and creates only what is missing, so it never
 * duplicates rows or overwrites what people changed. Reservations are placed relative to `now`'s
 * Zagreb day and go through the same occupancy rows as real bookings.
 */
export async function runSeed(
  orm: Orm,
  now: Date,
  siteUrl = DEFAULT_MESSAGING.publicSiteUrl,
  { demoServiceRules = true }: { demoServiceRules?: boolean } = {},
): Promise<void> {
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    await seedRestaurants(tx, siteUrl, demoServiceRules);
    await seedUsers(tx);
    for (const r of SEED_RESTAURANTS) {
      await seedTables(tx, r);
      await seedReservations(tx, r, now);
    }
    await seedHistory(tx, now);
    await seedWaitlistAndLargeParty(tx, now);
  });
}

/**
 * `siteUrl`: where the guest site runs (PUBLIC_SITE_URL); the demo hub's origin follows it (seedOrigin).
 * `withDemoRules`: whether the rules only the demo shows are seeded (SeedRestaurant.demoServiceRules).
 */
async function seedRestaurants(em: EntityManager, siteUrl: string, withDemoRules: boolean) {
  const existing = new Set((await em.find(Restaurant, {}, { fields: ['id'] })).map((r) => r.id));
  let created = false;
  for (const { tableSeats: _seats, origin, serviceRules, demoServiceRules, ...r } of SEED_RESTAURANTS) {
    if (existing.has(r.id)) continue;
    em.create(Restaurant, {
      ...r,
      ...serviceRules,
      ...(withDemoRules ? demoServiceRules : {}),
      publicOrigin: seedOrigin(origin, siteUrl),
      floorplan: { showGrid: true, largePartyFrom: 7, largePartyTo: 20 },
      theme: SEED_THEMES[r.id] ?? {},
    });
    created = true;
  }
  await em.flush();
  // Rows inserted with explicit ids do not advance the serial: move it past them for later inserts.
  if (created) {
    await em.execute(
      `select setval(pg_get_serial_sequence('restaurants', 'id'), (select max(id) from restaurants))`,
    ); // inside the transaction
  }
}

async function seedUsers(em: EntityManager) {
  let passwordHash: string | undefined;
  for (const u of SEED_USERS) {
    if (await em.count(User, { email: u.email })) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const user = em.create(User, {
      email: u.email,
      passwordHash,
      role: u.role,
      plan: u.plan,
      restaurantId: u.restaurantId,
      language: DEMO_LANGUAGE,
    });
    for (const id of u.restaurantIds) user.restaurants.add(em.getReference(Restaurant, id));
  }
  await em.flush();
}

/**
 * The restaurant's tables where its floor plan (seed-floorplans.ts) puts them, and their corner radii and chairs
 * in the floor-plan document, keyed by the new tables' ids. Only for a restaurant without tables: a plan people
 * edited is never overwritten.
 */
async function seedTables(em: EntityManager, r: SeedRestaurant) {
  if (await em.count(DiningTable, { restaurantId: r.id })) return;
  const plan = SEED_FLOORPLANS[r.id] ?? {};
  const tables = r.tableSeats.map((seats, i) => {
    const number = i + 1;
    const place = plan[number];
    if (!place) throw new Error(`seed: restaurant ${r.id} has no place for table ${number}`);
    return em.create(DiningTable, {
      restaurantId: r.id,
      number,
      seats,
      x: place.x,
      y: place.y,
      width: place.width,
      height: place.height,
      status: place.status ?? 'available',
    });
  });
  await em.flush();
  const tableStyles: Record<string, TTableStyle> = {};
  const chairOverrides: Record<string, TChairShape[]> = {};
  for (const table of tables) {
    const { style, chairs } = plan[table.number]!;
    if (style) tableStyles[String(table.id)] = style;
    if (chairs) chairOverrides[String(table.id)] = chairs;
  }
  const restaurant = await em.findOneOrFail(Restaurant, { id: r.id });
  const current = restaurant.floorplan ?? {};
  restaurant.floorplan = {
    ...current,
    tableStyles: { ...current.tableStyles, ...tableStyles },
    chairOverrides: { ...current.chairOverrides, ...chairOverrides },
  };
  await em.flush();
}

const phoneFor = (n: number) => `+38591${String(1000000 + n * 7919).slice(-7)}`;
const emailFor = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.com`;

/** Status of the k-th reservation `day` days from today: history has outcomes, the future is confirmed. */
function statusFor(day: number, k: number): TReservationStatus {
  if (day < 0) return k % 7 === 3 ? 'no_show' : k % 9 === 5 ? 'cancelled' : 'cleared';
  if (day > 0 && k % 11 === 4) return 'cancelled';
  return 'confirmed';
}

async function seedReservations(em: EntityManager, r: SeedRestaurant, now: Date) {
  if (await em.count(Reservation, { restaurantId: r.id })) return;
  // A table in maintenance takes no bookings: the seeded ones go to the others, as before it was added.
  const tables = await em.find(
    DiningTable,
    { restaurantId: r.id, status: { $ne: 'maintenance' } },
    { orderBy: { number: 'asc' } },
  );
  const today = zagrebDateKey(now);
  const openSlots = (r.closeHour - r.openHour - 1) * 60; // last start one hour before closing
  let n = r.id * 100;

  for (let day = -21; day <= 21; day++) {
    const date = addDaysToKey(today, day);
    // Busier today and on weekends, quieter further out.
    const count = day === 0 ? 8 : Math.max(2, 6 - Math.floor(Math.abs(day) / 4)) + (n % 2);
    for (let k = 0; k < count; k++) {
      // Each reservation of a day sits on its own table, so seed data can never overlap.
      const table = tables[k % tables.length]!;
      const minutes =
        Math.floor(((k * 97 + day * 31 + 1000 * r.id) % openSlots) / r.intervalMin) * r.intervalMin;
      const hh = String(r.openHour + Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const startAt = zagrebWallTime(date, `${hh}:${mm}`);
      const endAt = new Date(startAt.getTime() + (k % 3 === 2 ? 90 : 60) * 60_000);
      // Today's stays that have already ended were cleared by the host; one under way is seated (a seated party
      // holds its table until it is cleared, so an uncleared past stay would show as overstaying all day).
      const status = day === 0 && endAt <= now ? 'cleared' : statusFor(day, k);
      const walkIn = day <= 0 && k === 1;
      const name = walkIn ? WALK_IN_NAME : GUEST_NAMES[n % GUEST_NAMES.length]!;
      n++;
      const reservation = await createReservation(em, {
        restaurantId: r.id,
        tableIds: [table.id],
        name,
        phone: walkIn ? '' : phoneFor(n % 40), // repeat phones so returning guests exist
        email: walkIn ? null : emailFor(name),
        startAt,
        endAt,
        guests: Math.max(1, Math.min(table.seats, 2 + (n % 4))),
        bufferMin: 0,
        status,
        checkedInAt: status === 'cleared' || (day === 0 && startAt <= now) ? startAt : null,
        noShowAt: status === 'no_show' ? new Date(startAt.getTime() + 15 * 60_000) : null,
        isWalkIn: walkIn,
      });
      // A finished stay ends when its table is cleared (what turn times measure).
      if (status === 'cleared') reservation.clearedAt = endAt;
    }
  }

  await em.flush();

  // A large party in ten days on two joined tables (two occupancy rows for one reservation).
  const [big1, big2] = [tables[tables.length - 1]!, tables[tables.length - 2]!];
  const partyStart = zagrebWallTime(
    addDaysToKey(today, 10),
    `${String(r.closeHour - 3).padStart(2, '0')}:00`,
  );
  await createReservation(em, {
    restaurantId: r.id,
    tableIds: [big1.id, big2.id],
    name: 'Tvrtka Adriatic d.o.o.',
    phone: '+385915550101',
    email: 'events@adriatic.example.com',
    startAt: partyStart,
    endAt: new Date(partyStart.getTime() + 3 * 60 * 60_000),
    guests: Math.min(20, big1.seats + big2.seats),
    bufferMin: 0,
    isLargeParty: true,
  });
}

/**
 * About 90 days of history before today (issue 21 §5) for the demo restaurants that have none yet: none of
 * their bookings starts before the three weeks seedReservations writes. It goes around the bookings already
 * there, so it also reaches a database seeded before history existed; a second run finds it and adds nothing.
 */
async function seedHistory(em: EntityManager, now: Date) {
  const today = zagrebDateKey(now);
  const before = zagrebWallTime(addDaysToKey(today, -22), '00:00');
  const rows = await em.execute<{ id: number }[]>(
    `select r.id from restaurants r
     where r.id = any(?::int[])
       and not exists (select 1 from reservations x where x.restaurant_id = r.id and x.start_at < ?)
     order by r.id`,
    [`{${SEED_RESTAURANTS.map((r) => r.id).join(',')}}`, before],
  );
  if (!rows.length) return;
  const { sql, params } = historyStatement({
    restaurantIds: rows.map((r) => Number(r.id)),
    anchorDate: today,
    fromDay: -HISTORY_DAYS,
    toDay: -1,
    busyPercent: 70,
    tokenSalt: randomBytes(16).toString('hex'),
    avoidExisting: true,
  });
  await em.execute(sql, params);
}

async function seedWaitlistAndLargeParty(em: EntityManager, now: Date) {
  if (!(await em.count(WaitlistEntry, { restaurantId: 1 }))) {
    em.create(WaitlistEntry, {
      restaurantId: 1,
      name: 'Nikola Barić',
      phone: '+385917770001',
      partySize: 2,
      status: 'waiting',
      createdAt: now,
    });
    em.create(WaitlistEntry, {
      restaurantId: 1,
      name: 'Sara Vidović',
      phone: '+385917770002',
      partySize: 4,
      status: 'waiting',
      createdAt: now,
    });
  }
  if (!(await em.count(LargePartyRequest, { restaurantId: 1 }))) {
    em.create(LargePartyRequest, {
      restaurantId: 1,
      name: 'Maja Grgić',
      phone: '+385917770010',
      email: 'maja.grgic@example.com',
      guests: 12,
      requestedAt: zagrebWallTime(addDaysToKey(zagrebDateKey(now), 7), '19:00'),
      status: 'pending',
    });
  }
  await em.flush();
}
