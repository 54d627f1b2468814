import type { TTableColours } from '@stol/ui/floorplan';
import type { TTableState } from '@stol/contracts';

/**
 * Staff spec §2: maintenance amber, occupied red (a seated party), starting within 30 minutes blue, otherwise
 * grey; issue 22 §3 adds late violet. Light fills
 * with a strong outline of the same hue, and near-black number text (contrast well above 7:1 on every fill).
 */
export const OCCUPANCY_COLOURS: Record<TTableState, TTableColours> = {
  maintenance: { fill: '#ffe8cc', stroke: '#d9480f', text: '#212529' },
  occupied: { fill: '#ffc9c9', stroke: '#c92a2a', text: '#212529' },
  // Issue 22 §3: a table held for a party that is late, in its own hue (violet) so it stands out from the rest.
  late: { fill: '#e5dbff', stroke: '#5f3dc4', text: '#212529' },
  upcoming: { fill: '#d0ebff', stroke: '#1864ab', text: '#212529' },
  free: { fill: '#e9ecef', stroke: '#495057', text: '#212529' },
};

export const OCCUPANCY_ORDER: readonly TTableState[] = [
  'occupied',
  'late',
  'upcoming',
  'maintenance',
  'free',
];
