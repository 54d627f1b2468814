import type { TTableState } from '@stol/contracts';

/**
 * Issue 11 §3 / 22 §3: occupied red, free green, booked soon blue, held amber, and a table waiting for a late
 * party violet, so it stands out from the held ones. Light fills, strong outlines; the state is always written too.
 */
export const TILE_COLOURS: Record<TTableState, { fill: string; stroke: string }> = {
  occupied: { fill: '#ffc9c9', stroke: '#c92a2a' },
  late: { fill: '#e5dbff', stroke: '#5f3dc4' },
  upcoming: { fill: '#d0ebff', stroke: '#1864ab' },
  maintenance: { fill: '#ffe8cc', stroke: '#d9480f' },
  free: { fill: '#d3f9d8', stroke: '#2b8a3e' },
};
