import { servicesOn, type TServiceRuleSettings } from '@stol/contracts';
import { zagrebDateKey, zagrebTimeOfDay } from '../../time/zagreb';

/**
 * Whether a service is open at `instant`: one of that Zagreb day's services (special hours first, then the
 * weekday's rule, then the regular hours: `servicesOn`) contains it. A walk-in is seated only then (DESIGN §7).
 */
export function isOpenAt(
  restaurant: Pick<TServiceRuleSettings, 'openHour' | 'closeHour' | 'specialHours' | 'weeklyHours'>,
  instant: Date,
): boolean {
  const [h, m] = zagrebTimeOfDay(instant).split(':').map(Number) as [number, number];
  const minute = h * 60 + m;
  return servicesOn(restaurant, zagrebDateKey(instant)).services.some(
    (service) => minute >= service.openMin && minute < service.closeMin,
  );
}
