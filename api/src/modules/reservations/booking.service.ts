import { normalisePhone } from '../booking/phone';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TLanguage, TReservationStatus } from '@stol/contracts';
import { randomBytes } from 'node:crypto';
import { holdTables } from './occupancy.writer';
import { Reservation } from './reservation.entity';

export interface NewReservation {
  restaurantId: number;
  /** Main table first, then attached tables. */
  tableIds: [number, ...number[]];
  name: string;
  phone: string;
  email?: string | null;
  /** What the guest or the host wrote for the restaurant (issue 22 §2). */
  notes?: string | null;
  startAt: Date;
  endAt: Date;
  guests: number;
  /** The restaurant's buffer: the tables stay held this long after the end. */
  bufferMin: number;
  status?: TReservationStatus;
  checkedInAt?: Date | null;
  noShowAt?: Date | null;
  isLargeParty?: boolean;
  /** Seated as a walk-in (default false). */
  isWalkIn?: boolean;
  /** The guest's language (messages are written in it); default en, the guest site's default. */
  language?: TLanguage;
}

export const newReservationToken = (): string => randomBytes(24).toString('base64url');

/**
 * Creates a reservation together with its occupancy rows (one per table, `[start, end + buffer)`), active
 * unless the status releases the tables. Run it inside the caller's transaction: an overlap with another
 * active booking fails with SQLSTATE 23P01 (mapped to 409) and rolls the reservation back too.
 */
export async function createReservation(em: EntityManager, input: NewReservation): Promise<Reservation> {
  const status = input.status ?? 'confirmed';
  const reservation = em.create(Reservation, {
    restaurantId: input.restaurantId,
    tableId: input.tableIds[0],
    name: input.name,
    // Every path that books (guest, back office, walk-in, waitlist, large party) stores E.164; a phone already
    // normalised with the guest's country code passes unchanged.
    phone: normalisePhone(input.phone),
    email: input.email ?? null,
    notes: input.notes ?? null,
    startAt: input.startAt,
    endAt: input.endAt,
    guests: input.guests,
    status,
    checkedInAt: input.checkedInAt ?? null,
    noShowAt: input.noShowAt ?? null,
    isLargeParty: input.isLargeParty ?? false,
    isWalkIn: input.isWalkIn ?? false,
    language: input.language ?? 'en',
    token: newReservationToken(),
  });
  await em.flush(); // the occupancy rows need the reservation id
  await holdTables(em, reservation, input.tableIds, input.bufferMin);
  return reservation;
}
