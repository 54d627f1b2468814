import type { TReservationStatus } from '@stol/contracts';
import type { Orm } from '../../src/db/orm';
import { createReservation } from '../../src/modules/reservations/booking.service';
import { Reservation } from '../../src/modules/reservations/reservation.entity';
import { zagrebWallTime } from '../../src/time/zagreb';
import type { Fixture } from './booking-fixtures';

/** One reservation of a known history (reports and analytics tests): 90 minutes, no buffer. */
export interface HistoryBooking {
  /** The test's name for it (ids by key). */
  key: string;
  /** Zagreb wall clock, or an exact instant (e.g. the autumn change's repeated hour). */
  at: [string, string] | string;
  /** Table numbers, main first. */
  tables: [number, ...number[]];
  guests: number;
  name: string;
  /** As typed (the engine stores E.164); none by default (as a walk-in). */
  phone?: string;
  email?: string;
  status?: TReservationStatus;
  /** A no-show time 20 minutes after the start. */
  noShowAt?: boolean;
  walkIn?: boolean;
  /** Checked in at the start (and not cleared). */
  seated?: boolean;
  /** Checked in at the start and cleared this many minutes later. */
  stay?: number;
}

/** Writes one booking through the engine (occupancy rows for every table); returns its id. */
export async function placeBooking(orm: Orm, fixture: Fixture, b: HistoryBooking): Promise<number> {
  const startAt = typeof b.at === 'string' ? new Date(b.at) : zagrebWallTime(...b.at);
  const reservation = await orm.em.fork().transactional((tx) =>
    createReservation(tx, {
      restaurantId: fixture.restaurantId,
      tableIds: b.tables.map((n) => fixture.tables[n]!) as [number, ...number[]],
      name: b.name,
      phone: b.phone ?? '',
      email: b.email ?? null,
      startAt,
      endAt: new Date(startAt.getTime() + 90 * 60_000),
      guests: b.guests,
      bufferMin: 0,
      status: b.status,
      checkedInAt: b.stay !== undefined || b.seated ? startAt : null,
      noShowAt: b.noShowAt ? new Date(startAt.getTime() + 20 * 60_000) : null,
      isLargeParty: b.guests >= 7,
      isWalkIn: b.walkIn ?? false,
    }),
  );
  if (b.stay !== undefined) {
    const clearedAt = new Date(startAt.getTime() + b.stay * 60_000);
    await orm.em.fork().nativeUpdate(Reservation, { id: reservation.id }, { clearedAt });
  }
  return reservation.id;
}
