import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import { mountTestHooks } from '../src/server';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The TEST ONLY routes the e2e stack turns on (STOL_TEST_HOOKS=1; main.ts refuses them in production, see
 * sockets.test): the past-visit hook moves a booking a year back, times and occupancy together, so the e2e proof
 * of "review after the visit" has a visit that took place. Over HTTP on PostgreSQL.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let fx: Fixture;
let hooked: Express;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
  hooked = createApp(ctx.deps, { extraRoutes: (app) => mountTestHooks(app, ctx.deps) });
});
afterAll(async () => {
  await ctx.close();
});

it('moves a booking and its occupancy a year back: its review opens, its old time is free again', async () => {
  const date = '2026-06-20T16:00:00.000Z';
  const booked = await request(ctx.app).post('/reserve').send({
    tableId: fx.tables[1],
    date,
    name: 'Ana Horvat',
    phone: '091 234 5678',
    guests: 2,
  });
  expect(booked.status).toBe(201);
  const { id, token } = booked.body.reservation as { id: number; token: string };
  expect((await request(ctx.app).get(`/public/reviews/${token}`)).body.refusal).toBe('too_early');

  expect((await request(hooked).post(`/__test/reservations/${id}/move-into-past`)).status).toBe(204);

  const view = await request(ctx.app).get(`/public/reservations/${token}`);
  expect(view.body.date).toBe('2025-06-20T16:00:00.000Z');
  expect((await request(ctx.app).get(`/public/reviews/${token}`)).body).toMatchObject({ canReview: true });
  const [occupancy] = await ctx.orm.em
    .fork()
    .execute<{ lower: string }[]>('select lower(period) from reservation_tables where reservation_id = ?', [
      id,
    ]);
  expect(new Date(occupancy!.lower).toISOString()).toBe('2025-06-20T16:00:00.000Z');
  // The table is free at the old time: another guest books it.
  const again = await request(ctx.app)
    .post('/reserve')
    .send({ tableId: fx.tables[1], date, name: 'Ivan Kovač', phone: '091 234 5679', guests: 2 });
  expect(again.status).toBe(201);
});

it('answers 404 for an unknown reservation, and exists only where the hooks are on', async () => {
  expect((await request(hooked).post('/__test/reservations/999999/move-into-past')).status).toBe(404);
  expect((await request(ctx.app).post('/__test/reservations/1/move-into-past')).status).toBe(404);
});
