import type { TTable } from '@stol/contracts';
import type { DiningTable } from './table.entity';

export const toTableJson = (t: DiningTable): TTable => ({
  id: t.id,
  restaurantId: t.restaurantId,
  number: t.number,
  seats: t.seats,
  x: Number(t.x),
  y: Number(t.y),
  width: Number(t.width),
  height: Number(t.height),
  status: t.status,
  clearedUntil: t.clearedUntil ? t.clearedUntil.toISOString() : null,
});
