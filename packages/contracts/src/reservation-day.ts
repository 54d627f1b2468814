import * as z from './z';
import { ZDayKey, ZId } from './primitives';
import { ZReservationListItem } from './reservations-api';

/**
 * GET /reservations/day?restaurantId&date (issue 22 §4): the whole Zagreb day of one restaurant for the day view,
 * every status (cancelled too: the bell notices a cancellation by the status change), ordered by start then id.
 * Not paged: GET /reservations serves at most 100 a page, and a busy day holds more.
 */
export const ZReservationDayQuery = z.object({ restaurantId: ZId, date: ZDayKey });
export type TReservationDayQuery = z.infer<typeof ZReservationDayQuery>;

/** The most one day answers; far above any restaurant's day, it only bounds a runaway query. */
export const RESERVATION_DAY_MAX = 5000;

export const ZReservationDayResponse = z.object({ reservations: z.array(ZReservationListItem) });
export type TReservationDayResponse = z.infer<typeof ZReservationDayResponse>;
