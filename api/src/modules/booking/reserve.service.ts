import type { EntityManager } from '@mikro-orm/postgresql';
import { BOT_CHECK_MESSAGES, type TReserveRequest, type TReserveResponse } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { releaseHold } from '../reservations/occupancy.writer';
import { toReservationJson } from '../reservations/reservation.mapper';
import { assertOtpVerified } from '../otp/otp-proof-check';
import type { MessagingConfig } from '../../config';
import { bookingConfirmation } from '../notifications/booking-confirmation';
import { Restaurant } from '../restaurants/restaurant.entity';
import { bookTable, type BookingContext } from './book-table';

/**
 * POST /reserve: the booking engine (book-table.ts) with the guest's own checks: a verified code when the
 * restaurant asks for one, and the guest's hold consumed by their booking. Retries are the route's business
 * (Idempotency-Key, declared on the route); the bot check is the route's too.
 */
export async function reserve(
  em: EntityManager,
  input: TReserveRequest,
  context: BookingContext & {
    /** The secret verified-code proofs are signed with (the restaurant may require one). */
    otpSecret: string;
    /**
     * The booking was let through the bot check on its live hold (`holdId`): it must consume that hold, or it
     * is refused like a spent proof (another booking consumed it first, or it ran out meanwhile).
     */
    holdIsProof?: boolean;
    /** Where the guest site lives (the confirmation's links are the email's). */
    messaging: Pick<MessagingConfig, 'publicSiteUrl'>;
  },
): Promise<TReserveResponse> {
  const now = context.clock.now();
  const { reservation, tableIds } = await bookTable(
    em,
    { ...input, guests: input.guests ?? input.partySize ?? 2 },
    {
      guestWindow: true,
      verify(restaurant, restaurantId, phone) {
        if (restaurant.verification)
          assertOtpVerified(
            context.otpSecret,
            restaurant.verification,
            { ...input, restaurantId, phone },
            now,
          );
      },
      // The guest's own hold gives way to their booking in the same transaction (a hold on another table or
      // time goes too: one guest, one booking in progress).
      async beforeCreate(tx) {
        const consumed = input.holdId ? await releaseHold(tx, input.holdId) : 0;
        if (context.holdIsProof && consumed === 0)
          throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.expired);
      },
    },
    context,
  );
  const restaurant = await em.findOneOrFail(Restaurant, { id: reservation.restaurantId });
  return {
    reservation: { ...toReservationJson(reservation, tableIds), token: reservation.token },
    confirmation: bookingConfirmation(reservation, restaurant, context.messaging),
  };
}
