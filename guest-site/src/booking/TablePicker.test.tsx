import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { initI18n } from '../i18n/i18n';
import { TablePicker } from './TablePicker';

beforeAll(() => initI18n());

it('announces each table with number, seats and availability at the chosen time; a held table cannot be chosen', async () => {
  const tables = [
    aTable({ id: 11, number: 1, seats: 4, x: 100, y: 100 }),
    aTable({ id: 12, number: 2, seats: 2, x: 300, y: 100 }),
    aTable({ id: 13, number: 3, seats: 6, x: 500, y: 100, status: 'maintenance' }),
  ];
  const chosen: number[] = [];
  render(
    <TablePicker
      restaurant={aRestaurant()}
      tables={tables}
      selectedId={null}
      slot={{
        time: '18:00',
        start: '2026-12-18T17:00:00.000Z',
        end: '2026-12-18T18:00:00.000Z',
        available: true,
        reason: null,
        tableId: 11,
        unavailable: { taken: [12], maintenance: [13] },
      }}
      onSelect={(table) => chosen.push(table.id)}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Table 1, seats: 4, free' }));
  await userEvent.click(screen.getByRole('button', { name: 'Table 2, seats: 2, taken' }));
  const held = screen.getByRole('button', { name: 'Table 3, seats: 6, held' });
  expect(held).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(held);
  expect(chosen).toEqual([11, 12]);
});
