import type { TBlockingReservation } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError } from '@stol/ui';
import { useState } from 'react';
import { BlockingReservations, blockingReservations } from './BlockingReservations';

/**
 * A dialog's request that a 409 TABLE_HAS_RESERVATIONS may refuse (deleting a table, replacing a layout): `run`
 * makes it, and a refusal stays in the dialog as `alert`, the reservations in the way listed under the server's
 * message; any other error is a toast with the server's text, else `fallback`.
 */
export function useBlockingAlert() {
  const [blocked, setBlocked] = useState<{ message: string; reservations: TBlockingReservation[] } | null>(
    null,
  );
  const run = async (request: () => Promise<unknown>, fallback: string) => {
    // A new attempt: the last refusal no longer stands.
    setBlocked(null);
    try {
      await request();
    } catch (error) {
      const message = errorMessage(error, fallback);
      const reservations = blockingReservations(error);
      if (reservations) setBlocked({ message, reservations });
      else notifyError(message);
    }
  };
  return { alert: blocked ? <BlockingReservations {...blocked} /> : null, run };
}
