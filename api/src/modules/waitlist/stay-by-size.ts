import type { EntityManager } from '@mikro-orm/postgresql';
import { durationFor, type TServiceRuleSettings } from '@stol/contracts';

/**
 * Quotes that calibrate themselves (issue 24 §2): a party size's stay is the median of that size's measured stays
 * once at least MIN_STAYS were measured in the last WEEKS weeks; until then its turn time (else the restaurant's
 * default duration).
 */
export const STAY_CALIBRATION = { minStays: 20, weeks: 8 } as const;

/** A measured stay: from a cleared booking's check-in (else its start) to its clear, at most 6 hours. */
const MEDIAN_STAYS_SQL = `select s.guests, count(*)::int as stays,
    percentile_cont(0.5) within group (order by s.minutes) as median
  from (select r.guests,
          extract(epoch from (coalesce(r.cleared_at, r.updated_at) - coalesce(r.checked_in_at, r.start_at))) / 60 as minutes
        from reservations r
        where r.restaurant_id = ? and r.status = 'cleared' and r.start_at >= ? and r.start_at < ?) s
  where s.minutes > 0 and s.minutes <= 360
  group by s.guests`;

/** How long a waiting party of each size will stay, in minutes (one query for every size). */
export async function stayBySize(
  em: EntityManager,
  restaurant: Pick<TServiceRuleSettings, 'defaultDurationMin' | 'turnTimes'> & { id: number },
  now: Date,
): Promise<(partySize: number) => number> {
  const since = new Date(now.getTime() - STAY_CALIBRATION.weeks * 7 * 86_400_000);
  const rows = await em.execute<{ guests: number; stays: number; median: number | string }[]>(
    MEDIAN_STAYS_SQL,
    [restaurant.id, since.toISOString(), now.toISOString()],
  );
  const measured = new Map(
    rows
      .filter((r) => Number(r.stays) >= STAY_CALIBRATION.minStays)
      .map((r) => [Number(r.guests), Number(r.median)]),
  );
  return (partySize) => measured.get(partySize) ?? durationFor(restaurant, partySize);
}
