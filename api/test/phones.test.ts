import type { TRole } from '@stol/contracts';
import { normalisePhone } from '../src/modules/booking/phone';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist-entry.entity';
import { addTable, book, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Phones in E.164 (issue 19 §6, DESIGN §7): one normaliser (libphonenumber-js) for every phone the API stores,
 * the national trunk prefix dropped wherever it was typed; search finds a guest by national or international
 * form; the migration rewrites phones stored in the old forms. Now: 2026-06-10 12:00 in Zagreb.
 */
const NOW = '2026-06-10T10:00:00Z';
const E164 = '+385912345679';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  for (const n of [301, 302, 303]) await addTable(ctx.orm, r1, n);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const sql = (text: string, params: unknown[] = []) => ctx.orm.em.fork().getConnection().execute(text, params);

describe('normalisePhone', () => {
  it.each([
    ['091 234 5679', '+385', E164],
    ['+385 091 234 5679', '+385', E164],
    ['+3850912345679', '+385', E164],
    ['00385 91 234 5679', '+385', E164],
    ['091/234-5679', '+385', E164],
    ['0151 12345678', '+49', '+4915112345678'],
    ['+49 (0)151 12345678', '+385', '+4915112345678'],
    ['', '+385', ''],
  ])('%j with %s → %j', (typed, code, stored) => {
    expect(normalisePhone(typed, code)).toBe(stored);
  });

  it('keeps too-short numbers countable, so the spec’s "min 8 digits" still answers', () => {
    expect(normalisePhone('0912345')).toBe('+385912345');
    expect(normalisePhone('12345')).toBe('+38512345');
  });

  it('never throws on a country code the library does not know (the rate limiter reads unchecked bodies)', () => {
    expect(() => normalisePhone('01', '01')).not.toThrow();
    expect(() => normalisePhone('2026-02-30', '2026-02-30')).not.toThrow();
    expect(normalisePhone('091 234 5679', '+99999')).toBe('+99999912345679');
  });
});

describe('every stored phone is E.164', () => {
  it('a walk-in with a phone', async () => {
    const res = await as('restaurantadmin')
      .post('/walkin/seat-now')
      .send({ restaurantId: 1, tableId: r1.tables[301], partySize: 2, phone: '091 234 5679' });
    expect(res.status).toBe(201);
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id: res.body.reservation.id })).phone).toBe(
      E164,
    );
  });

  it('a waitlist entry', async () => {
    const res = await as('restaurantadmin')
      .post('/waitlist')
      .send({ restaurantId: 1, name: 'Čeka Stol', phone: '091 234 5679', partySize: 2 });
    expect(res.status).toBeLessThan(300);
    expect((await ctx.orm.em.fork().findOneOrFail(WaitlistEntry, { id: res.body.id })).phone).toBe(E164);
  });

  it('a booking written with the trunk 0 after the country code', async () => {
    const { id } = await book(ctx.orm, r1, {
      tableNumber: 302,
      start: '2027-05-01T10:00:00Z',
      phone: '+3850912345679',
    });
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id })).phone).toBe(E164);
  });
});

describe('GET /reservations search by phone', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await book(ctx.orm, r1, {
        tableNumber: 303,
        start: '2027-05-02T10:00:00Z',
        phone: '+385 98 765 4321',
        name: 'Telefon Gost',
      })
    ).id;
  });
  it.each(['098 765 4321', '0987654321', '+385 98 765 4321', '+385987654321', '765 4321'])(
    'finds the guest by %j',
    async (q) => {
      const res = await as('staff').get('/reservations').query({ q, status: 'all', pageSize: 100 });
      expect(res.status).toBe(200);
      expect(res.body.reservations.map((r: { id: number }) => r.id)).toContain(id);
    },
  );
});

describe('Migration20261126130000_phones_e164', () => {
  it('goes up on rows stored in the bad forms, and leaves good and empty ones', async () => {
    const name = 'Migration20261126130000_phones_e164';
    await ctx.orm.migrator.down(name);
    const booked = await book(ctx.orm, r1, { tableNumber: 302, start: '2027-05-03T10:00:00Z' });
    const walkIn = await book(ctx.orm, r1, { tableNumber: 302, start: '2027-05-04T10:00:00Z' });
    const good = await book(ctx.orm, r1, { tableNumber: 302, start: '2027-05-05T10:00:00Z' });
    await sql(`update reservations set phone = '+3850912345679' where id = ?`, [booked.id]);
    await sql(`update reservations set phone = '' where id = ?`, [walkIn.id]);
    const [entry] = await sql(
      `insert into waitlist_entries (restaurant_id, name, phone, party_size, status, created_at)
       values (1, 'Stari Zapis', '091 234 5679', 2, 'waiting', now()) returning id`,
    );
    const [request] = await sql(
      `insert into large_party_requests (restaurant_id, name, phone, guests, requested_at, created_at)
       values (1, 'Velika Grupa', '00385 91 234 5679', 12, now(), now()) returning id`,
    );
    await ctx.orm.migrator.up(name);
    const phoneOf = async (table: string, rowId: number) =>
      ((await sql(`select phone from ${table} where id = ?`, [rowId]))[0] as { phone: string }).phone;
    expect(await phoneOf('reservations', booked.id)).toBe(E164);
    expect(await phoneOf('reservations', walkIn.id)).toBe('');
    expect(await phoneOf('reservations', good.id)).toBe('+385912345678');
    expect(await phoneOf('waitlist_entries', Number(entry!.id))).toBe(E164);
    expect(await phoneOf('large_party_requests', Number(request!.id))).toBe(E164);
  });
});
