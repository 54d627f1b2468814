import type { TTableColours } from '@stol/ui/floorplan';
import type { TOccupancy } from '../day/occupancy';

/**
 * Staff spec §2: maintenance amber, occupied red, starting within 30 minutes blue, otherwise grey. Light fills
 * with a strong outline of the same hue, and near-black number text (contrast well above 7:1 on every fill).
 */
export const OCCUPANCY_COLOURS: Record<TOccupancy, TTableColours> = {
  maintenance: { fill: '#ffe8cc', stroke: '#d9480f', text: '#212529' },
  occupied: { fill: '#ffc9c9', stroke: '#c92a2a', text: '#212529' },
  upcoming: { fill: '#d0ebff', stroke: '#1864ab', text: '#212529' },
  free: { fill: '#e9ecef', stroke: '#495057', text: '#212529' },
};

export const OCCUPANCY_ORDER: readonly TOccupancy[] = ['occupied', 'upcoming', 'maintenance', 'free'];
