import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { PasswordToken } from '../modules/auth/password-token.entity';
import { ChangeRecord } from '../modules/history/change-record.entity';
import { LargePartyRequest } from '../modules/large-party/large-party-request.entity';
import { OtpChallenge } from '../modules/otp/otp-challenge.entity';
import { OutboxMessage } from '../modules/outbox/outbox-message.entity';
import { ReservationApproval } from '../modules/reservations/reservation-approval.entity';
import { ReservationTable } from '../modules/reservations/reservation-table.entity';
import { Reservation } from '../modules/reservations/reservation.entity';
import { Restaurant } from '../modules/restaurants/restaurant.entity';
import { Review } from '../modules/reviews/review.entity';
import { DiningTable } from '../modules/tables/table.entity';
import { User } from '../modules/users/user.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';

/** Every entity of the data model (the ORM is configured with exactly this list, no folder discovery). */
export const ENTITIES = [
  Restaurant,
  User,
  DiningTable,
  Reservation,
  ReservationTable,
  ReservationApproval,
  WaitlistEntry,
  LargePartyRequest,
  Review,
  OtpChallenge,
  PasswordToken,
  RefreshToken,
  OutboxMessage,
  ChangeRecord,
];
