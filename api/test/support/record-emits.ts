import type { TSocketEvent, TSocketEventPayload } from '@stol/contracts';
import type { RealtimeHub } from '../../src/realtime/realtime-hub';

export interface RecordedEmit {
  restaurantId: number;
  event: TSocketEvent;
  payload: TSocketEventPayload;
}

/** Records what the app emits to restaurant rooms while `run` runs (the hub's real emit is left out). */
export async function recordEmits(
  realtime: RealtimeHub,
  run: () => Promise<unknown>,
): Promise<RecordedEmit[]> {
  const seen: RecordedEmit[] = [];
  const original = realtime.emitToRestaurant;
  realtime.emitToRestaurant = (restaurantId, event, payload) => {
    seen.push({ restaurantId, event, payload });
  };
  try {
    await run();
  } finally {
    realtime.emitToRestaurant = original;
  }
  return seen;
}
