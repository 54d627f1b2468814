import { clampTableToCanvas, type TRect } from '@stol/contracts';

/** Shift+arrow moves this many grid steps at once. */
export const SHIFT_STEPS = 10;

const DIRECTIONS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/**
 * Where an arrow key takes a table: one grid step (ten with Shift), kept wholly on the canvas the same way the
 * server checks it. `null` for any other key, so the caller leaves the event alone.
 */
export function arrowTarget(
  table: TRect,
  key: string,
  shift: boolean,
  grid: number,
): { x: number; y: number } | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const step = grid * (shift ? SHIFT_STEPS : 1);
  return clampTableToCanvas({ ...table, x: table.x + direction.dx * step, y: table.y + direction.dy * step });
}
