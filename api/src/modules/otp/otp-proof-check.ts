import { OTP_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { emailTarget, type TOtpChannel } from './otp-channel';
import { readOtpProof } from './otp-crypto';

/**
 * A booking at a restaurant that verifies guests needs a live proof for this restaurant and for the phone (or
 * email) the booking carries: a proof for another number books nothing ('Please verify with the OTP code first').
 */
export function assertOtpVerified(
  secret: string,
  channel: TOtpChannel,
  booking: { restaurantId: number; phone: string; email?: string | null; otpProof?: string | null },
  now: Date,
): void {
  const claims = booking.otpProof ? readOtpProof(secret, booking.otpProof, now) : null;
  const target = channel === 'sms' ? booking.phone : emailTarget(booking.email ?? '');
  const valid =
    claims !== null &&
    claims.channel === channel &&
    claims.target === target &&
    claims.restaurantId === booking.restaurantId;
  if (!valid) throw new AppError('VALIDATION_FAILED', OTP_MESSAGES.verifyFirst);
}
