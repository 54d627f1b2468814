import type { TReservationStatus, TServiceRules, TSpecialHours } from '@stol/contracts';
import type { Orm } from '../../src/db/orm';
import { createReservation } from '../../src/modules/reservations/booking.service';
import { Restaurant } from '../../src/modules/restaurants/restaurant.entity';
import { DiningTable } from '../../src/modules/tables/table.entity';

export interface FixtureTable {
  number: number;
  seats: number;
  status?: 'available' | 'maintenance';
}

export interface Fixture {
  restaurantId: number;
  /** Table ids by table number. */
  tables: Record<number, number>;
}

/** A restaurant of the test's own, with exactly the hours and tables the test states (no seed data on it). */
export async function createFixtureRestaurant(
  orm: Orm,
  options: {
    openHour?: number;
    closeHour?: number;
    intervalMin?: number;
    defaultDurationMin?: number;
    bufferMin?: number;
    specialHours?: TSpecialHours;
    tables: FixtureTable[];
  } & Partial<TServiceRules>,
): Promise<Fixture> {
  const em = orm.em.fork();
  const restaurant = em.create(Restaurant, {
    name: 'Fixture',
    openHour: options.openHour ?? 11,
    closeHour: options.closeHour ?? 21,
    intervalMin: options.intervalMin ?? 30,
    defaultDurationMin: options.defaultDurationMin ?? 60,
    bufferMin: options.bufferMin ?? 0,
    specialHours: options.specialHours ?? {},
    weeklyHours: options.weeklyHours ?? null,
    turnTimes: options.turnTimes ?? null,
    pacing: options.pacing ?? null,
    bookingWindow: options.bookingWindow ?? null,
  });
  await em.flush();
  const tables: Record<number, number> = {};
  for (const t of options.tables) {
    const table = em.create(DiningTable, {
      restaurantId: restaurant.id,
      number: t.number,
      seats: t.seats,
      status: t.status ?? 'available',
    });
    await em.flush();
    tables[t.number] = table.id;
  }
  return { restaurantId: restaurant.id, tables };
}

/** A booking written straight through the engine (bypassing HTTP), e.g. to set up a no-show. */
export async function book(
  orm: Orm,
  fixture: Fixture,
  booking: {
    tableNumber: number;
    start: string;
    minutes?: number;
    bufferMin?: number;
    status?: TReservationStatus;
    noShowAt?: Date;
    name?: string;
    phone?: string;
    guests?: number;
    isWalkIn?: boolean;
  },
) {
  const startAt = new Date(booking.start);
  return orm.em.fork().transactional((tx) =>
    createReservation(tx, {
      restaurantId: fixture.restaurantId,
      tableIds: [fixture.tables[booking.tableNumber]!],
      name: booking.name ?? 'Ana Horvat',
      phone: booking.phone ?? '+385912345678',
      startAt,
      endAt: new Date(startAt.getTime() + (booking.minutes ?? 60) * 60_000),
      guests: booking.guests ?? 2,
      bufferMin: booking.bufferMin ?? 0,
      isWalkIn: booking.isWalkIn,
      status: booking.status,
      noShowAt: booking.noShowAt ?? null,
    }),
  );
}

/** A seeded restaurant as a fixture (its tables by number). */
export async function fixtureOf(orm: Orm, restaurantId: number): Promise<Fixture> {
  const tables = await orm.em.fork().find(DiningTable, { restaurantId });
  return { restaurantId, tables: Object.fromEntries(tables.map((t) => [t.number, t.id])) };
}

/** Adds a table to an existing restaurant (so a test owns a table nothing else books). */
export async function addTable(orm: Orm, fixture: Fixture, number: number, seats = 4): Promise<number> {
  const em = orm.em.fork();
  const table = em.create(DiningTable, { restaurantId: fixture.restaurantId, number, seats });
  await em.flush();
  fixture.tables[number] = table.id;
  return table.id;
}
