import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_LINK_MESSAGES, type TReviewSubmit, type TReviewView } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { findGuestReservation } from '../guest-links/guest-reservation';
import { reviewRefusal } from './review-rules';
import { Review } from './review.entity';

const REFUSAL_MESSAGES = {
  reviewed: GUEST_LINK_MESSAGES.reviewTwice,
  not_visited: GUEST_LINK_MESSAGES.reviewNotVisited,
  too_early: GUEST_LINK_MESSAGES.reviewTooEarly,
} as const;

/** GET /public/reviews/{token}: what the review screen shows (§2.6, §7.1) and whether it takes a review. */
export async function reviewView(em: EntityManager, token: string, now: Date): Promise<TReviewView> {
  const { reservation, restaurant, tableNumber } = await findGuestReservation(
    em,
    token,
    GUEST_LINK_MESSAGES.reviewNotFound,
  );
  const reviewed = (await em.count(Review, { reservationId: reservation.id })) > 0;
  const refusal = reviewRefusal(reservation, reviewed, now);
  return {
    date: reservation.startAt.toISOString(),
    guests: reservation.guests,
    table: { number: tableNumber, restaurant: { name: restaurant.name } },
    canReview: refusal === null,
    refusal,
  };
}

/**
 * POST /public/reviews/submit: one review per reservation, decided by the database (a second submit, even
 * a concurrent one, inserts nothing and answers 409).
 */
export async function submitReview(em: EntityManager, input: TReviewSubmit, now: Date): Promise<void> {
  const { reservation } = await findGuestReservation(em, input.token, GUEST_LINK_MESSAGES.reviewNotFound);
  const refusal = reviewRefusal(reservation, false, now);
  if (refusal) throw new AppError('CONFLICT', REFUSAL_MESSAGES[refusal]);
  const inserted = await em.execute<{ id: number }[]>(
    `insert into reviews (reservation_id, rating, comment, created_at) values (?, ?, ?, ?)
     on conflict (reservation_id) do nothing returning id`,
    [reservation.id, input.rating, input.comment, now],
  );
  if (inserted.length === 0) throw new AppError('CONFLICT', GUEST_LINK_MESSAGES.reviewTwice);
}
