import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAvailabilitySlot } from '@stol/contracts';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { initI18n } from '../i18n/i18n';
import type { TBookingMode } from './mode';
import { paintOf } from './plan-looks';
import { TablePicker } from './TablePicker';

beforeAll(() => initI18n());

const tables = [
  aTable({ id: 11, number: 1, seats: 4, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, seats: 2, x: 300, y: 100 }),
  aTable({ id: 13, number: 3, seats: 6, x: 500, y: 100, status: 'maintenance' }),
  aTable({ id: 14, number: 4, seats: 4, x: 100, y: 300 }),
  aTable({ id: 15, number: 5, seats: 1, x: 300, y: 300 }),
  aTable({ id: 16, number: 6, seats: 2, x: 340, y: 140 }),
];

const at = (time: string, unavailable: TAvailabilitySlot['unavailable']): TAvailabilitySlot => ({
  time,
  start: `2026-12-18T${time}:00.000Z`,
  end: `2026-12-18T${time}:00.000Z`,
  available: true,
  reason: null,
  tableId: 11,
  unavailable,
});
// At 18:00 table 2 is taken, 4 is being booked by someone, 5 is too small for 2; 3 is in maintenance all day.
const slot18 = at('18:00', { taken: [12], being_booked: [14], too_small: [15], maintenance: [13] });
const slots = [
  at('17:00', { maintenance: [13], too_small: [15] }),
  at('17:30', { taken: [12], maintenance: [13], too_small: [15] }),
  slot18,
  at('18:30', { taken: [12], maintenance: [13], too_small: [15] }),
  at('19:00', { maintenance: [13], too_small: [15] }),
];
const mode: TBookingMode = { tableId: 11, anyTable: false, largeParty: false, guests: 2 };

function renderPicker(over: Partial<Parameters<typeof TablePicker>[0]> = {}) {
  const chosen: Array<[number, string?]> = [];
  render(
    <TablePicker
      restaurant={aRestaurant()}
      tables={tables}
      selectedId={11}
      slot={slot18}
      slots={slots}
      mode={mode}
      onSelect={(table) => chosen.push([table.id])}
      onSelectAt={(table, time) => chosen.push([table.id, time])}
      {...over}
    />,
  );
  return chosen;
}

const table = (n: number) => screen.getByRole('button', { name: new RegExp(`^Table ${n}, `) });

it('draws each table as it is at the chosen time, by fill and pattern, with a legend', () => {
  renderPicker();
  expect(table(1)).toHaveAccessibleName('Table 1, seats: 4, free');
  expect(table(1)).toHaveAttribute('data-state', 'selected');
  expect(table(6)).toHaveAttribute('data-state', 'free');
  expect(table(2)).toHaveAccessibleName('Table 2, seats: 2, taken');
  expect(table(2)).toHaveAttribute('data-state', 'taken');
  expect(table(4)).toHaveAttribute('data-state', 'being_booked');
  expect(table(5)).toHaveAttribute('data-state', 'too_small');
  expect(table(3)).toHaveAttribute('data-state', 'held');
  // Not colour alone: a pattern over the taken, being-booked and held tables, a dotted outline for too small.
  const patternOf = (n: number) => within(table(n)).queryByTestId('table-pattern')?.getAttribute('fill');
  expect(patternOf(2)).toMatch(/^url\(#stol-look-.*-taken\)$/);
  expect(patternOf(4)).toMatch(/-being_booked\)$/);
  expect(patternOf(3)).toMatch(/-held\)$/);
  expect(patternOf(1)).toBeUndefined();
  expect(patternOf(6)).toBeUndefined();
  expect(table(5).querySelector('.stol-fp-shape')).toHaveAttribute('stroke-dasharray', '2 3');
  // The patterns the plan refers to are its own.
  expect(document.getElementById(patternOf(2)!.slice(5, -1))).not.toBeNull();
  for (const n of [2, 3, 4, 5]) expect(table(n)).toHaveAttribute('aria-disabled', 'true');
  expect(table(6)).not.toHaveAttribute('aria-disabled');

  expect(screen.getByText('At 18:00:')).toBeInTheDocument();
  const legend = screen.getByRole('list', { name: 'What the tables show' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Free',
    'Your table',
    'Taken',
    'Someone is booking it',
    'Too small for your party',
    'Held, cannot be booked',
  ]);
});

it('a taken table is never chosen: a press says why and offers other times there and other tables then', async () => {
  const chosen = renderPicker();
  await userEvent.click(table(2));
  expect(chosen).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('Table 2 is already booked at 18:00.');
  const offer = screen.getByRole('region', { name: 'Instead of 18:00' });
  const times = within(offer).getByRole('group', { name: 'Other times at table 2' });
  expect(
    within(times)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['17:00', '19:00']);
  const others = within(offer).getByRole('group', { name: 'Other tables at 18:00' });
  // Free at 18:00 and right for 2 guests, nearest table 2 first (1 is the guest's own choice, also free).
  expect(
    within(others)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Table 6, seats: 2', 'Table 1, seats: 4']);
  await userEvent.click(within(others).getByRole('button', { name: 'Table 6, seats: 2' }));
  expect(chosen).toEqual([[16, '18:00']]);
  expect(screen.queryByRole('region', { name: 'Instead of 18:00' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  table(2).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Other times at table 2' })).getByText('19:00'),
  );
  expect(chosen).toEqual([
    [16, '18:00'],
    [12, '19:00'],
  ]);
  // A free table is chosen as before.
  await userEvent.click(table(6));
  expect(chosen.at(-1)).toEqual([16]);
});

it('says why for a too-small or being-booked table too', async () => {
  renderPicker();
  await userEvent.click(table(5));
  expect(screen.getByRole('status')).toHaveTextContent('Table 5 is too small for 2 guests.');
  await userEvent.click(table(4));
  expect(screen.getByRole('status')).toHaveTextContent('Someone is booking table 4 at 18:00 right now.');
});

it('without a time only a held table cannot be had: it says so and offers nothing', async () => {
  const chosen = renderPicker({ slot: null, slots: [] });
  expect(screen.getByText('Pick a date and time to see which tables are free then.')).toBeInTheDocument();
  expect(table(2)).toHaveAttribute('data-state', 'free');
  await userEvent.click(table(3));
  expect(screen.getByRole('status')).toHaveTextContent('Table 3 is held and cannot be booked.');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(chosen).toEqual([]);
  await userEvent.click(table(2));
  expect(chosen).toEqual([[12]]);
});

it("the guest's own table being booked at the chosen time is their own hold: drawn as theirs", () => {
  renderPicker({ selectedId: 14 });
  expect(table(4)).toHaveAttribute('data-state', 'selected');
  expect(table(4)).toHaveAccessibleName('Table 4, seats: 4, free');
  expect(table(4)).not.toHaveAttribute('aria-disabled');
});

it('a large party picks no table: every table is drawn alike and cannot be chosen, and a sentence says why', async () => {
  const chosen = renderPicker({
    selectedId: null,
    mode: { tableId: null, anyTable: true, largeParty: true, guests: 14 },
  });
  expect(
    screen.getByText(/For a large party the restaurant chooses and joins the tables itself/),
  ).toBeInTheDocument();
  // No legend of free and taken: nothing on the plan is the guest's to choose.
  expect(screen.queryByRole('list', { name: 'What the tables show' })).not.toBeInTheDocument();
  for (const n of [1, 2, 3, 4, 5, 6]) {
    expect(table(n)).toHaveAttribute('data-state', 'seated_by_staff');
    expect(table(n)).toHaveAttribute('aria-disabled', 'true');
  }
  expect(table(6)).toHaveAccessibleName('Table 6, seats: 2, seated by the restaurant for a large party');
  // Not a free table's white, nor a pattern saying 'cannot be booked'.
  expect(within(table(6)).queryByTestId('table-pattern')).toBeNull();
  const fill = table(6).querySelector('.stol-fp-shape')?.getAttribute('fill');
  expect(fill).toMatch(/^#/);
  expect(fill).not.toBe(paintOf('free', '').fill);
  await userEvent.click(table(6));
  expect(chosen).toEqual([]);
});
