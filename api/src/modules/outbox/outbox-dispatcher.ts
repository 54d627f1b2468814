import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { DatabaseOutage } from '../../db/database-outage';
import { poolOf, type Orm } from '../../db/orm';
import { backgroundConcurrency, settleBounded } from '../jobs/bounded';
import { OutboxMessage } from './outbox-message.entity';
import type { Senders } from './senders';

export interface DispatcherOptions {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  senders: Senders;
  /** Failures because PostgreSQL is unreachable are logged there, once per outage (not at each round). */
  databaseOutage?: Pick<DatabaseOutage, 'failed'>;
  /** Idle polling interval (seconds); kick() starts a round at once. */
  pollingIntervalSeconds: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** Wait after the first failed attempt; doubled per attempt, capped at maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim holds before another dispatcher may take the message over (its holder died). */
  leaseMs?: number;
  batchSize?: number;
  /** Messages of a claimed batch delivered at once (JOB_CONCURRENCY; capped below the pool's size). */
  concurrency?: number;
  /**
   * Whether a message recorded without a provider is logged with its recipient and text (so a developer can read
   * a one-time code or a link from the log). Off in production (server.ts): codes, links with guest tokens and
   * phone numbers never reach the logs there, only the message's id, channel and kind.
   */
  logRecordedContent?: boolean;
}

export interface OutboxDispatcher {
  start(): void;
  stop(): Promise<void>;
  /** Asks for a round now (after a transaction wrote messages). */
  kick(): void;
  /** One round: claims the due messages and delivers them. Answers how many were claimed. */
  runOnce(): Promise<number>;
}

export const DELIVERY_DEFAULTS = {
  maxAttempts: 8,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 20,
  concurrency: 5,
  logRecordedContent: false,
};

/** Wait before attempt `attempts + 1` after `attempts` failed ones: base · 2^(attempts−1), capped. */
export const backoffMs = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

const errorText = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 1000);

/**
 * Delivers the outbox. Every API instance runs one; a message is claimed by exactly one of them
 * (`FOR UPDATE SKIP LOCKED` + status `sending` with a lease), sent, then marked `sent`. A failed attempt backs off
 * exponentially; after maxAttempts the message is `failed` with the reason. A dispatcher that dies mid-send
 * leaves the claim to expire and another one retries (the email keeps its Message-ID). Settling is fenced by the
 * attempt number, so a late answer of an expired claim never overwrites a newer attempt.
 */
export function createOutboxDispatcher(options: DispatcherOptions): OutboxDispatcher {
  const cfg = { ...DELIVERY_DEFAULTS, ...stripUndefined(options) };
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let round: Promise<number> | undefined;
  let again = false;

  async function claim(): Promise<Array<{ id: number; attempts: number }>> {
    const now = options.clock.now();
    const leaseUntil = new Date(now.getTime() + cfg.leaseMs);
    return options.orm.em.getConnection().execute<Array<{ id: number; attempts: number }>>(
      `update outbox_messages o set status = 'sending', attempts = o.attempts + 1, lease_until = ?
        where o.id in (
          select id from outbox_messages
           where (status = 'pending' and next_attempt_at <= ?) or (status = 'sending' and lease_until <= ?)
           order by next_attempt_at, id
           limit ?
           for update skip locked)
        returning o.id, o.attempts`,
      [leaseUntil, now, now, cfg.batchSize],
    );
  }

  async function settle(id: number, attempts: number, set: Record<string, unknown>): Promise<void> {
    const columns = Object.keys(set);
    await options.orm.em.getConnection().execute(
      `update outbox_messages set ${columns.map((c) => `${c} = ?`).join(', ')}, lease_until = null
        where id = ? and status = 'sending' and attempts = ?`,
      [...columns.map((c) => set[c]), id, attempts],
    );
  }

  async function deliver({ id, attempts }: { id: number; attempts: number }): Promise<void> {
    const message = await options.orm.em.fork().findOneOrFail(OutboxMessage, { id });
    const sender = message.channel === 'email' ? options.senders.email : options.senders.sms;
    const now = () => options.clock.now();
    if (!sender) {
      const recorded = { messageId: id, channel: message.channel, kind: message.kind };
      if (cfg.logRecordedContent)
        options.logger.info(
          { ...recorded, to: message.recipient },
          `${message.channel} recorded in the outbox (no provider configured): ${message.subject ?? message.text}`,
        );
      else
        options.logger.info(recorded, `${message.channel} recorded in the outbox (no provider configured)`);
      await settle(id, attempts, { status: 'recorded', sent_at: now(), last_error: null });
      return;
    }
    try {
      await sender.send(message);
    } catch (err) {
      const reason = errorText(err);
      const giveUp = attempts >= cfg.maxAttempts;
      options.logger.warn({ messageId: id, attempts, giveUp, err }, 'message delivery failed');
      await settle(id, attempts, {
        status: giveUp ? 'failed' : 'pending',
        last_error: reason,
        next_attempt_at: giveUp
          ? now()
          : new Date(now().getTime() + backoffMs(attempts, cfg.baseBackoffMs, cfg.maxBackoffMs)),
      });
      return;
    }
    await settle(id, attempts, { status: 'sent', sent_at: now(), last_error: null });
  }

  async function runRound(): Promise<number> {
    // Oldest first (UPDATE … RETURNING keeps no order), a few at a time: each message is claimed by this
    // dispatcher alone, so working them side by side sends none twice.
    const claimed = (await claim()).sort((a, b) => a.id - b.id);
    const poolMax = poolOf(options.orm.em)?.options.max ?? 1;
    const outcomes = await settleBounded(claimed, backgroundConcurrency(cfg.concurrency, poolMax), deliver);
    outcomes.forEach((outcome, i) => {
      // The database failed while settling: the claim expires and the message is tried again.
      if (outcome.status === 'rejected' && !options.databaseOutage?.failed(outcome.reason)) {
        options.logger.error({ err: outcome.reason, messageId: claimed[i]!.id }, 'outbox settle failed');
      }
    });
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          const n = await runRound();
          total += n;
          if (n === cfg.batchSize) again = true; // more may be due
        } while (again);
      } finally {
        round = undefined;
      }
      return total;
    })();
    return round;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => {
          if (!options.databaseOutage?.failed(err)) options.logger.error({ err }, 'outbox round failed');
        })
        .finally(() => schedule(options.pollingIntervalSeconds * 1000));
    }, delayMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round?.catch(() => undefined);
    },
    kick() {
      if (running) schedule(0);
    },
    runOnce,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
