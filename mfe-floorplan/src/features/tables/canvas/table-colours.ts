import type { TTable } from '@stol/contracts';

/**
 * Fill and outline per status (staff spec §2: maintenance amber, occupied red, otherwise grey), dark text on
 * light fills for contrast. The selected table is outlined by the renderer itself.
 */
const COLOURS = {
  available: { fill: '#e9ecef', stroke: '#495057', text: '#212529' },
  reserved: { fill: '#ffc9c9', stroke: '#c92a2a', text: '#212529' },
  maintenance: { fill: '#ffe8cc', stroke: '#d9480f', text: '#212529' },
} as const;

export const tableColours = (table: Pick<TTable, 'status'>) => COLOURS[table.status];
