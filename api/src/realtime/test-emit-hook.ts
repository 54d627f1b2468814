import { SOCKET_EVENTS } from '@stol/contracts';
import express, { type Express } from 'express';
import { z } from 'zod';
import type { RealtimeHub } from './realtime-hub';

const ZEmit = z.object({
  restaurantId: z.number().int().positive(),
  event: z.enum(SOCKET_EVENTS),
  payload: z.record(z.string(), z.unknown()).default({}),
});

/**
 * TEST ONLY (STOL_TEST_HOOKS=1, refused by main.ts in production): lets a test make this process emit,
 * to prove events fan out to clients connected to another instance through Redis.
 */
export function mountTestEmitHook(app: Express, realtime: RealtimeHub): void {
  app.post('/__test/emit', express.json(), (req, res) => {
    const { restaurantId, event, payload } = ZEmit.parse(req.body);
    realtime.emitToRestaurant(restaurantId, event, { ...payload, restaurantId });
    res.status(204).end();
  });
}
