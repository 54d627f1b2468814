import type { EntityManager } from '@mikro-orm/postgresql';
import { pacingAllows, type TPacing } from '@stol/contracts';
import { AppError } from '../../http/app-error';

/** The advisory-lock namespace of a restaurant's slot (pacing); the tables' is 7301, a client's holds' 7302. */
const PACING_SLOT_LOCK = 7303;

/** What pacing needs of a restaurant. */
export interface PacingSettings {
  id: number;
  intervalMin: number;
  pacing?: TPacing | null;
}

/**
 * The guests of the restaurant's reservations starting in [start, start + interval): every reservation that is
 * or was on its way (confirmed, seated, cleared; walk-ins and seated waitlist parties too), not cancelled nor a
 * no-show. The slot of a booking is its start (offered starts are the slots), a walk-in at 19:10 counts in 19:00's.
 */
export const SLOT_COVERS_SQL = `select coalesce(sum(res.guests), 0)::int as covers from reservations res
  where res.restaurant_id = ? and res.start_at >= ? and res.start_at < ?
    and res.status in ('confirmed', 'cleared') and res.no_show_at is null and res.id is distinct from ?`;

/**
 * Pacing (issue 24 §1), held in the database like the no-double-booking rule: inside the booking's transaction,
 * a transaction-scoped advisory lock on (restaurant, slot start) queues every booking of that slot, and the
 * covers are then counted. Under READ COMMITTED each statement sees what committed before it began, and a
 * booking that got the lock earlier has committed (or rolled back) before this one's count runs, since the lock
 * is released only at its end: no two bookings can both see room that only one of them fits. 409 PACING_FULL
 * when the party would pass maxCoversPerSlot. Taken before the tables' locks (one order, no deadlock).
 * `exceptReservationId`: a reservation being moved does not count against itself.
 */
export async function holdPacingRoom(
  tx: EntityManager,
  restaurant: PacingSettings,
  start: Date,
  guests: number,
  exceptReservationId?: number,
): Promise<void> {
  if (!restaurant.pacing) return;
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [
    PACING_SLOT_LOCK,
    `${restaurant.id}|${start.toISOString()}`,
  ]);
  await assertPacingRoom(tx, restaurant, start, guests, exceptReservationId);
}

/**
 * The count alone, without the slot's lock: a guest's hold is refused early when the slot is already full (the
 * booking that consumes it is the one held to pacing under the lock, holdPacingRoom).
 */
export async function assertPacingRoom(
  em: EntityManager,
  restaurant: PacingSettings,
  start: Date,
  guests: number,
  exceptReservationId?: number,
): Promise<void> {
  if (!restaurant.pacing) return;
  const slotEnd = new Date(start.getTime() + restaurant.intervalMin * 60_000);
  const [row] = await em.execute<{ covers: number }[]>(SLOT_COVERS_SQL, [
    restaurant.id,
    start.toISOString(),
    slotEnd.toISOString(),
    exceptReservationId ?? null,
  ]);
  if (!pacingAllows(restaurant.pacing, Number(row?.covers ?? 0), guests)) throw new AppError('PACING_FULL');
}

/** The pacing settings of a restaurant, for writers that have not read them (a back-office move). */
export async function pacingSettingsOf(em: EntityManager, restaurantId: number): Promise<PacingSettings> {
  const [row] = await em.execute<{ interval_min: number; pacing: TPacing | null }[]>(
    'select interval_min, pacing from restaurants where id = ?',
    [restaurantId],
  );
  return { id: restaurantId, intervalMin: row?.interval_min ?? 30, pacing: row?.pacing ?? null };
}
