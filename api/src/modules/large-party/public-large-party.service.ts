import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  LARGE_PARTY_MAX_GUESTS,
  LARGE_PARTY_MESSAGES,
  hasLargePartyPhoneDigits,
  largePartyMinDaysAhead,
  largePartyRangeMessage,
  largePartyTooSoonMessage,
  RESTAURANT_DEFAULTS,
  type TLargePartyRequest,
  type TPublicLargePartyRequest,
} from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { addDaysToKey, zagrebDateKey, zagrebWallTime } from '../../time/zagreb';
import { normalisePhone } from '../booking/phone';
import { queueLargePartyReceipt } from '../notifications/guest-messages';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { isPubliclyActive } from '../restaurants/public-status';
import { LargePartyRequest } from './large-party-request.entity';
import { toJson } from './large-party.service';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * POST /public/large-party: the guest spec's §5.1 large-party rules on the server, then a pending request that
 * the restaurant's hosts see in the day view (event large_party.updated after the commit) and the guest's receipt
 * (email, else SMS) in the outbox. Nothing is written
 * when a rule fails. Issue 12's bot check and OTP proof belong before this call, in the route.
 */
export async function createPublicLargeParty(
  em: EntityManager,
  input: TPublicLargePartyRequest,
  deps: Pick<AppDeps, 'clock' | 'realtime' | 'outbox'>,
): Promise<TLargePartyRequest> {
  const now = deps.clock.now();
  const restaurant = await getRestaurantOrFail(em, input.restaurantId);
  if (!isPubliclyActive(restaurant, now)) throw invalid(LARGE_PARTY_MESSAGES.restaurantInactive);

  // The restaurant's range: largePartyFrom (default 7, at least 2) to largePartyTo (default 20), capped at 20.
  const min = Math.max(2, restaurant.floorplan.largePartyFrom ?? RESTAURANT_DEFAULTS.largePartyFrom);
  const max = Math.min(
    restaurant.floorplan.largePartyTo ?? RESTAURANT_DEFAULTS.largePartyTo,
    LARGE_PARTY_MAX_GUESTS,
  );
  if (input.guests < min || input.guests > max) throw invalid(largePartyRangeMessage(min, max));

  const today = zagrebDateKey(now);
  if (input.date < today) throw invalid(BOOKING_MESSAGES.dateInPast);
  // The restaurant's minimum notice (floorplan.largePartyMinDaysAhead, default the spec's 5), in Zagreb days.
  const minDays = largePartyMinDaysAhead(restaurant.floorplan);
  if (input.date < addDaysToKey(today, minDays)) throw invalid(largePartyTooSoonMessage(minDays));

  // The spec's 'min 8 digits' counts what the guest typed (the guest site checks with the same function).
  if (!hasLargePartyPhoneDigits(input.phone)) throw invalid(LARGE_PARTY_MESSAGES.phoneDigits);
  const phone = normalisePhone(input.phone, input.countryCode);

  const request = await em.fork().transactional(async (tx) => {
    const created = tx.create(LargePartyRequest, {
      restaurantId: restaurant.id,
      name: input.name,
      phone,
      email: input.email ?? null,
      guests: input.guests,
      requestedAt: zagrebWallTime(input.date, input.time),
      status: 'pending',
    });
    await tx.flush();
    // The guest's receipt commits with the request, or not at all.
    await queueLargePartyReceipt(tx, created, input.language ?? 'en', deps);
    return created;
  });
  deps.outbox.kick();
  // 'created': the hosts' bell announces a new request (the panel reloads on every large_party.updated).
  deps.realtime.emitToRestaurant(restaurant.id, 'large_party.updated', {
    restaurantId: restaurant.id,
    largePartyRequestId: request.id,
    change: 'created',
  });
  return toJson(request);
}
