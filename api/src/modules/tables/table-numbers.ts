import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_LIMITS, TABLE_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { LIVE_TABLES_SQL } from './table.entity';

/**
 * Numbers for new tables: each keeps the number it asks for while that is free in the restaurant, else takes
 * the next number above the highest in use.
 */
export function allocateNumbers(used: Iterable<number>, wanted: number[]): number[] {
  const taken = new Set(used);
  let highest = Math.max(0, ...taken);
  return wanted.map((n) => {
    const number = taken.has(n) ? highest + 1 : n;
    if (number > TABLE_LIMITS.number.max) throw new AppError('CONFLICT', TABLE_MESSAGES.noFreeNumbers);
    taken.add(number);
    highest = Math.max(highest, number);
    return number;
  });
}

/** Numbers of the restaurant's live tables (a deleted table's number is free again). */
export const numbersOf = async (tx: EntityManager, restaurantId: number) =>
  (
    await tx.execute<{ number: number }[]>(
      `select number from ${LIVE_TABLES_SQL} t where t.restaurant_id = ?`,
      [restaurantId],
    )
  ).map((r) => Number(r.number));
