import { bookingReference } from '@stol/contracts';
import request from 'supertest';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Issue 23 §3 over HTTP on PostgreSQL: what POST /reserve answers for the confirmation card (reference, manage
 * link, calendar event), the .ics route by token (the email's event), and the SMS with the manage link that a
 * guest without email gets whatever the restaurant's SMS flag says.
 */
const NOW = '2026-06-10T10:00:00Z'; // Wednesday, 12:00 in Zagreb
let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
    ],
  });
  // Email confirmations on, SMS confirmations off: the common setting.
  await ctx.orm.em.fork().nativeUpdate(
    Restaurant,
    { id: fx.restaurantId },
    {
      address: 'Ilica 1, Zagreb',
      theme: { featureFlags: { enableEmailConfirmation: true, enableSmsConfirmation: false } },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});

let hour = 11;
/** A booking at its own hour of 11 June, so the tests never collide. */
const reserve = (body: object = {}, key?: string) => {
  const req = request(ctx.app).post('/reserve');
  const date = `2026-06-11T${String(hour++).padStart(2, '0')}:00:00+02:00`;
  return (key ? req.set('Idempotency-Key', key) : req).send({
    tableId: fx.tables[1],
    name: 'Ana Horvat',
    phone: '091 234 5678',
    guests: 2,
    date,
    ...body,
  });
};
const messagesOf = (reservationId: number) =>
  ctx.orm.em.fork().find(OutboxMessage, { reservationId }, { orderBy: { id: 'asc' } });

describe('the confirmation card’s answer', () => {
  it('POST /reserve answers the reference, the email’s manage and cancel links and the calendar path', async () => {
    const res = await reserve({ email: 'ana@example.com' });
    expect(res.status).toBe(201);
    const { id, token } = res.body.reservation as { id: number; token: string };
    expect(res.body.confirmation).toEqual({
      reference: bookingReference(id),
      manageUrl: `http://localhost:3100/modify/${token}`,
      cancelUrl: `http://localhost:3100/cancel/${token}`,
      calendarPath: `/public/reservations/${token}/calendar.ics`,
    });
    expect(res.body.confirmation.reference).toMatch(/^STL-[0-9A-Z]{4}$/);
    // The email carries the same reference and link.
    const [mail] = await messagesOf(id);
    expect(mail!.channel).toBe('email');
    expect(mail!.text).toContain(`Booking reference: ${bookingReference(id)}`);
    expect(mail!.text).toContain(res.body.confirmation.manageUrl);
  });

  it('answers a retry with the same Idempotency-Key with the same confirmation', async () => {
    const first = await reserve({}, 'confirmation-retry-1');
    hour--; // the same request again
    const again = await reserve({}, 'confirmation-retry-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.confirmation).toEqual(first.body.confirmation);
  });
});

describe('GET /public/reservations/:token/calendar.ics', () => {
  it('serves the very event the confirmation email attaches', async () => {
    const booked = await reserve({ email: 'ics@example.com' });
    const { id } = booked.body.reservation as { id: number };
    const res = await request(ctx.app).get(booked.body.confirmation.calendarPath as string);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${bookingReference(id)}.ics"`);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const ics = res.text;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:reservation-${id}@stol`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('DTSTART:20260611');
    const [mail] = await messagesOf(id);
    const attached = mail!.attachments[0]!.content;
    // Same event: every line but the stamp of when it was written.
    const lines = (text: string) =>
      text
        .replace(/\r\n[ \t]/g, '')
        .split(/\r?\n/)
        .filter((l) => l && !l.startsWith('DTSTAMP'));
    expect(lines(ics)).toEqual(lines(attached));
  });

  it('answers 404 in words for an unknown token, and 4xx for a malformed one', async () => {
    const unknown = await request(ctx.app)
      .get('/public/reservations/AAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics')
      .set('Accept-Language', 'hr');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Rezervacija nije pronađena ili poveznica nije valjana');
    const malformed = await request(ctx.app).get('/public/reservations/x%00y/calendar.ics');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});

describe('the SMS of a guest without email', () => {
  it('sends one SMS with a working manage link, though the SMS flag is off', async () => {
    const res = await reserve({ language: 'hr' });
    expect(res.status).toBe(201);
    const { id, token } = res.body.reservation as { id: number; token: string };
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['confirmation', 'sms', '+385912345678'],
    ]);
    const text = messages[0]!.text;
    expect(text).toContain(`rezervacija ${bookingReference(id)} potvrđena`);
    const link = /https?:\/\/\S+\/modify\/(\S+)/.exec(text);
    expect(link?.[0]).toBe(res.body.confirmation.manageUrl);
    // The link's token opens the booking.
    const opened = await request(ctx.app).get(`/public/reservations/${link![1]}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, name: 'Ana Horvat', status: 'confirmed' });
    expect(link![1]).toBe(token);
  });

  it('keeps the restaurant’s flags for a host’s phone booking without email (no SMS)', async () => {
    const { token } = await loginAs(ctx.app, DEMO.superadmin);
    const res = await withToken(ctx.app, token).post('/reservations', {
      restaurantId: fx.restaurantId,
      tableId: fx.tables[2],
      name: 'Phone Guest',
      phone: '091 555 0199',
      guests: 2,
      date: '2026-06-11T19:00:00+02:00',
    });
    expect(res.status).toBe(201);
    expect(await messagesOf(res.body.reservation.id as number)).toEqual([]);
  });

  it('sends no SMS to a guest with email while the SMS flag is off', async () => {
    const res = await reserve({ email: 'nosms@example.com' });
    const messages = await messagesOf(res.body.reservation.id as number);
    expect(messages.map((m) => m.channel)).toEqual(['email']);
  });

  it('adds the manage link to a restaurant’s own SMS template that names only the cancel link', async () => {
    await ctx.orm.em.fork().nativeUpdate(
      Restaurant,
      { id: fx.restaurantId },
      {
        theme: {
          featureFlags: { enableEmailConfirmation: true, enableSmsConfirmation: true },
          notifications: { smsTemplate: '{{restaurant_name}}: see you {{date_time}}. {{cancel_link}}' },
        },
      },
    );
    try {
      const res = await reserve({ email: 'both@example.com' });
      const { id, token } = res.body.reservation as { id: number; token: string };
      const messages = await messagesOf(id);
      expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
      expect(messages[1]!.text).toMatch(
        new RegExp(
          `^Fixture: see you .+\\. http://localhost:3100/cancel/${token}\\nChange or cancel: http://localhost:3100/modify/${token}$`,
        ),
      );
    } finally {
      await ctx.orm.em
        .fork()
        .nativeUpdate(
          Restaurant,
          { id: fx.restaurantId },
          { theme: { featureFlags: { enableEmailConfirmation: true, enableSmsConfirmation: false } } },
        );
    }
  });
});
