import express from 'express';
import { pino, type Level } from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { useRequestLogger } from '../src/http/request-logger';

/** An app with the request logger at `level`, and the JSON lines it writes. */
function loggedApp(level: Level) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  useRequestLogger(app, pino({ level }, sink));
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/public/reservations/:token', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/public/reservations/cancel', (req, res) => {
    req.log.warn('cancel refused');
    res.status(409).json({ error: 'no' });
  });
  app.get('/fails', (req, res) => {
    req.log.error({ detail: 'boom' }, 'request failed');
    res.status(500).json({ error: 'Internal error' });
  });
  return { app, lines };
}

describe('request logger', () => {
  it('logs each answer at info with its id, method, URL, status and time, never its headers', async () => {
    const { app, lines } = loggedApp('info');
    const res = await request(app)
      .get('/ok?x=1')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'refresh=secret-cookie');
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: res.headers['x-request-id'], method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('writes nothing for a good answer when info is off, and a handler still logs through req.log', async () => {
    const { app, lines } = loggedApp('warn');
    expect((await request(app).get('/ok')).status).toBe(200);
    expect(lines).toEqual([]);

    const failed = await request(app).get('/fails').set('X-Request-Id', 'trace-7');
    expect(failed.status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        detail: 'boom',
        req: expect.objectContaining({ id: 'trace-7', method: 'GET', url: '/fails' }),
      }),
    ]);
  });

  it('never logs a guest token or a hold id, in the path or the query; other URLs stay readable', async () => {
    const { app, lines } = loggedApp('info');
    const token = 'Zk3n-SECRET_tokenValue1234567890abcd';
    await request(app).get(`/public/reservations/${token}`);
    await request(app).get(`/public/reservations/${token}?lang=hr`);
    await request(app).post(`/public/reservations/cancel?token=${token}&x=1`);
    await request(app).get(`/public/availability?restaurantId=1&holdId=${token}&date=2026-01-02`);
    await request(app).get(`/accept?Token=${token}`);
    await request(app).delete(`/public/holds/${token}`);
    await request(app).get(`/cancel/${token}`);
    await request(app).get('/reservations/12?page=2');

    expect(JSON.stringify(lines)).not.toContain('SECRET');
    const urls = lines.map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/public/reservations/[REDACTED]',
      '/public/reservations/[REDACTED]?lang=hr',
      // The handler's own warning and the completion line: both bound to the redacted URL.
      '/public/reservations/cancel?token=[REDACTED]&x=1',
      '/public/reservations/cancel?token=[REDACTED]&x=1',
      '/public/availability?restaurantId=1&holdId=[REDACTED]&date=2026-01-02',
      '/accept?Token=[REDACTED]',
      '/public/holds/[REDACTED]',
      '/cancel/[REDACTED]',
      '/reservations/12?page=2',
    ]);
  });
});
