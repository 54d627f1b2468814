import {
  chairNearTable,
  FLOORPLAN,
  ZFloorplan,
  ZPublicRestaurant,
  ZTable,
  type TChairShape,
  type TRect,
  type TTable,
} from '@stol/contracts';
import request from 'supertest';
import { runSeed } from '../src/db/seed';
import { SEED_RESTAURANTS } from '../src/db/seed-data';
import { SEED_FLOORPLANS } from '../src/db/seed-floorplans';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The demo floor plans (issue 9 §4) as a client reads them: GET /restaurants/{id} and GET /public/tables of the
 * seeded restaurants. Each plan passes the contracts' schema, its tables lie on the canvas inside the editor's
 * margin without touching one another, every style and chair names a table of the restaurant and every chair
 * sits near its table; restaurant 1 has exactly one table in maintenance, and it holds no bookings.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const IDS = SEED_RESTAURANTS.map((r) => r.id);

async function planOf(restaurantId: number) {
  const restaurant = await request(ctx.app).get(`/restaurants/${restaurantId}`);
  expect(restaurant.status).toBe(200);
  const tables = await request(ctx.app).get('/public/tables').query({ restaurantId });
  expect(tables.status).toBe(200);
  return {
    floorplan: ZPublicRestaurant.parse(restaurant.body).floorplan,
    tables: (tables.body as unknown[]).map((t) => ZTable.parse(t)),
  };
}

/** Whether two tables overlap or come closer than `gap` to each other. */
const tooClose = (a: TRect, b: TRect, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

describe.each(IDS)('restaurant %i', (restaurantId) => {
  it('has a floor plan that passes the contracts schema (ZFloorplan), with styles and custom chairs', async () => {
    const { floorplan } = await planOf(restaurantId);
    expect(ZFloorplan.safeParse(floorplan).success).toBe(true);
    expect(Object.keys(floorplan.tableStyles ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(floorplan.chairOverrides ?? {}).length).toBeGreaterThan(0);
  });

  it('keeps the seats of each table number and places every table of its layout', async () => {
    const { tables } = await planOf(restaurantId);
    const seed = SEED_RESTAURANTS.find((r) => r.id === restaurantId)!;
    expect(tables.map((t) => [t.number, t.seats])).toEqual(seed.tableSeats.map((s, i) => [i + 1, s]));
    const layout = SEED_FLOORPLANS[restaurantId]!;
    for (const t of tables) {
      const { x, y, width, height } = layout[t.number]!;
      expect({ number: t.number, x: t.x, y: t.y, width: t.width, height: t.height }).toEqual({
        number: t.number,
        x,
        y,
        width,
        height,
      });
    }
  });

  it('has tables of several sizes, on the canvas inside the editor margin, none overlapping another', async () => {
    const { tables } = await planOf(restaurantId);
    const inner = FLOORPLAN.canvas - FLOORPLAN.padding;
    for (const t of tables) {
      expect({ number: t.number, x: t.x >= FLOORPLAN.padding, y: t.y >= FLOORPLAN.padding }).toEqual({
        number: t.number,
        x: true,
        y: true,
      });
      expect({ number: t.number, right: t.x + t.width <= inner, bottom: t.y + t.height <= inner }).toEqual({
        number: t.number,
        right: true,
        bottom: true,
      });
    }
    const clashes: string[] = [];
    tables.forEach((a, i) =>
      tables.slice(i + 1).forEach((b) => {
        // 30 apart at least: room for the chairs between two tables.
        if (tooClose(a, b, 30)) clashes.push(`${a.number}/${b.number}`);
      }),
    );
    expect(clashes).toEqual([]);
    expect(new Set(tables.map((t) => `${t.width}x${t.height}`)).size).toBeGreaterThanOrEqual(3);
  });

  it('names only its own tables in styles and chairs, and every chair lies near its table', async () => {
    const { floorplan, tables } = await planOf(restaurantId);
    const byId = new Map<string, TTable>(tables.map((t) => [String(t.id), t]));
    for (const key of Object.keys(floorplan.tableStyles ?? {})) expect(byId.has(key)).toBe(true);
    const far: string[] = [];
    for (const [key, chairs] of Object.entries(floorplan.chairOverrides ?? {})) {
      const table = byId.get(key);
      expect(table).toBeDefined();
      chairs.forEach((chair, i) => {
        if (!chairNearTable(chair as TChairShape, table!)) far.push(`table ${table!.number} chair ${i}`);
      });
      // Offsets (the chair editor's form), so the chairs follow the table when it is dragged.
      expect(chairs.every((c) => ('r' in c ? c.ocx !== undefined : c.ox !== undefined))).toBe(true);
      // As many chairs as seats.
      expect({ number: table!.number, chairs: chairs.length }).toEqual({
        number: table!.number,
        chairs: table!.seats,
      });
    }
    expect(far).toEqual([]);
  });
});

it('restaurant 1 has exactly one table in maintenance, with no bookings; the others have none', async () => {
  const maintenance = await Promise.all(
    IDS.map(async (id) => (await planOf(id)).tables.filter((t) => t.status === 'maintenance')),
  );
  expect(maintenance.map((list) => list.length)).toEqual([1, 0, 0]);
  const held = maintenance[0]![0]!;
  const em = ctx.orm.em.fork();
  const [booked] = await em.execute<{ n: string }[]>(
    'select count(*) as n from reservation_tables where table_id = ?',
    [held.id],
  );
  expect(Number(booked?.n)).toBe(0);
  // The large party still sits on restaurant 1's two biggest bookable tables (9 and 10) joined.
  const party = await em.execute<{ number: number }[]>(
    `select t.number from reservations r
     join reservation_tables rt on rt.reservation_id = r.id
     join "tables" t on t.id = rt.table_id
     where r.restaurant_id = 1 and r.is_large_party order by t.number`,
  );
  expect(party.map((p) => Number(p.number))).toEqual([9, 10]);
});

it('seeding again changes no floor plan and no table', async () => {
  const before = await Promise.all(IDS.map(planOf));
  await runSeed(ctx.orm, ctx.clock.now());
  expect(await Promise.all(IDS.map(planOf))).toEqual(before);
});
