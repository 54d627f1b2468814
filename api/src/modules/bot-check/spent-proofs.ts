import type { EntityManager } from '@mikro-orm/postgresql';

/** Expired rows one spend clears on its way (they refuse themselves by expiry; this only keeps the table small). */
const PURGE_BATCH = 100;

/**
 * Marks a proof as used, in one statement: true the first time, false for a replay. Two concurrent spends of one
 * proof serialise on the primary key, so exactly one wins. The bot_check_spent table is raw SQL (no entity).
 */
export async function spendProof(
  em: EntityManager,
  proofId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await em.execute<{ proof_id: string }[]>(
    `with purged as (
       delete from bot_check_spent where proof_id in (
         select proof_id from bot_check_spent where expires_at <= ? and proof_id <> ?
         limit ${PURGE_BATCH} for update skip locked))
     insert into bot_check_spent (proof_id, expires_at) values (?, ?)
     on conflict (proof_id) do nothing
     returning proof_id`,
    [now.toISOString(), proofId, proofId, expiresAt.toISOString()],
  );
  return rows.length > 0;
}
