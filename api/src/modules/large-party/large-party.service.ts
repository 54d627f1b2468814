import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  durationFor,
  HOST_MESSAGES,
  LARGE_PARTY_STAY_MIN,
  type TLargePartyConvertRequest,
  type TLargePartyRequest,
  type TTableSuggestionsResponse,
} from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RestaurantScope } from '../../http/tenancy';
import { heldPeriods } from '../availability/occupancy.repository';
import { seatParty } from '../booking/seat-party';
import { reservationMessages } from '../notifications/reservation-messages';
import type { Reservation } from '../reservations/reservation.entity';
import { Restaurant } from '../restaurants/restaurant.entity';
import { DiningTable } from '../tables/table.entity';
import { LargePartyRequest } from './large-party-request.entity';
import { suggestTableSets } from './table-suggestions';

type Deps = Pick<AppDeps, 'clock' | 'realtime' | 'outbox' | 'config' | 'jobs' | 'logger' | 'orm'>;

export const toJson = (r: LargePartyRequest): TLargePartyRequest => ({
  id: r.id,
  restaurantId: r.restaurantId,
  name: r.name,
  phone: r.phone,
  email: r.email ?? null,
  guests: r.guests,
  requestedAt: r.requestedAt.toISOString(),
  status: r.status,
  reservationId: r.reservationId ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function getRequestOrFail(em: EntityManager, id: number): Promise<LargePartyRequest> {
  const request = await em.findOne(LargePartyRequest, { id });
  if (!request) throw new AppError('NOT_FOUND', HOST_MESSAGES.largePartyNotFound);
  return request;
}

/** GET /admin/large-party: the pending requests of the scope, soonest first. */
export async function listRequests(em: EntityManager, scope: RestaurantScope): Promise<TLargePartyRequest[]> {
  const requests = await em.find(
    LargePartyRequest,
    { status: 'pending', ...(scope.all ? {} : { restaurantId: { $in: scope.ids } }) },
    { orderBy: { requestedAt: 'asc', id: 'asc' } },
  );
  return requests.map(toJson);
}

/**
 * A large party's stay: at least LARGE_PARTY_STAY_MIN, or the party's turn time (issue 24 §1; else the
 * restaurant's default) when that is longer.
 */
async function stayMinutes(em: EntityManager, restaurantId: number, guests: number): Promise<number> {
  const restaurant = await em.findOneOrFail(Restaurant, { id: restaurantId });
  return Math.max(LARGE_PARTY_STAY_MIN, durationFor(restaurant, guests));
}

/**
 * GET /admin/large-party/{id}/suggestions: sets of free tables next to each other that seat the party for its
 * stay at the requested time (table-suggestions.ts), best first.
 */
export async function suggestTables(em: EntityManager, id: number): Promise<TTableSuggestionsResponse> {
  const request = await getRequestOrFail(em, id);
  const restaurant = await em.findOneOrFail(Restaurant, { id: request.restaurantId });
  const start = request.requestedAt;
  const end = new Date(
    start.getTime() + (await stayMinutes(em, request.restaurantId, request.guests)) * 60_000,
  );
  const tables = await em.find(
    DiningTable,
    { restaurantId: request.restaurantId, status: { $ne: 'maintenance' } },
    { orderBy: { number: 'asc' } },
  );
  const taken = new Set(
    (
      await heldPeriods(em, {
        restaurantId: request.restaurantId,
        from: start,
        to: new Date(end.getTime() + restaurant.bufferMin * 60_000),
      })
    ).map((p) => p.tableId),
  );
  const free = tables.filter((t) => !taken.has(t.id));
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    suggestions: suggestTableSets(
      free.map((t) => ({
        id: t.id,
        number: t.number,
        seats: t.seats,
        x: Number(t.x),
        y: Number(t.y),
        width: Number(t.width),
        height: Number(t.height),
      })),
      request.guests,
    ),
  };
}

const PAST_TOLERANCE_MS = 5 * 60_000;

/**
 * POST /admin/large-party/{id}/convert: one reservation over the chosen tables (the first is the main table)
 * through the booking engine, at `date` or the requested time, marked as a large party; the guest gets the
 * booking confirmation (per the restaurant's flags) and the request becomes converted, all in one transaction.
 */
export async function convertRequest(
  em: EntityManager,
  id: number,
  body: TLargePartyConvertRequest,
  deps: Deps,
): Promise<{ reservation: Reservation; tableIds: number[] }> {
  if (!body.tableIds?.length) throw new AppError('VALIDATION_FAILED', HOST_MESSAGES.selectTable);
  const request = await getRequestOrFail(em, id);
  if (request.status !== 'pending') throw new AppError('CONFLICT', HOST_MESSAGES.largePartyNotPending);
  const start = body.date ? new Date(body.date) : request.requestedAt;
  if (start.getTime() < deps.clock.now().getTime() - PAST_TOLERANCE_MS)
    throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.timeInPast);
  const messages = reservationMessages(deps);
  const { reservation, tableIds } = await seatParty(
    em,
    {
      restaurantId: request.restaurantId,
      tableIds: body.tableIds,
      start,
      durationMin: await stayMinutes(em, request.restaurantId, request.guests),
      guests: request.guests,
      name: request.name,
      phone: request.phone,
      email: request.email ?? null,
      isLargeParty: true,
    },
    async (tx, created) => {
      const locked = await tx.findOne(LargePartyRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked || locked.status !== 'pending')
        throw new AppError('CONFLICT', HOST_MESSAGES.largePartyNotPending);
      locked.status = 'converted';
      locked.reservationId = created.id;
      await tx.flush();
      await messages.created(tx, created);
    },
  );
  deps.outbox.kick();
  const restaurantId = request.restaurantId;
  deps.realtime.emitToRestaurant(restaurantId, 'reservation.created', {
    restaurantId,
    reservationId: reservation.id,
    tableId: reservation.tableId,
    tableIds,
  });
  deps.realtime.emitToRestaurant(restaurantId, 'large_party.updated', {
    restaurantId,
    largePartyRequestId: id,
    reservationId: reservation.id,
    change: 'converted',
  });
  return { reservation, tableIds };
}

/** POST /admin/large-party/{id}/cancel: pending → cancelled. */
export async function cancelRequest(
  em: EntityManager,
  id: number,
  deps: Pick<AppDeps, 'realtime'>,
): Promise<TLargePartyRequest> {
  const request = await em.fork().transactional(async (tx) => {
    const locked = await tx.findOne(LargePartyRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw new AppError('NOT_FOUND', HOST_MESSAGES.largePartyNotFound);
    if (locked.status !== 'pending') throw new AppError('CONFLICT', HOST_MESSAGES.largePartyNotPending);
    locked.status = 'cancelled';
    await tx.flush();
    return locked;
  });
  deps.realtime.emitToRestaurant(request.restaurantId, 'large_party.updated', {
    restaurantId: request.restaurantId,
    largePartyRequestId: id,
    change: 'cancelled',
  });
  return toJson(request);
}
