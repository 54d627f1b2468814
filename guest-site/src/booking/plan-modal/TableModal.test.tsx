import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { initI18n } from '../../i18n/i18n';
import TableModal from './TableModal';

beforeAll(() => initI18n());

const tables = [
  aTable({ id: 11, number: 1, seats: 4, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, seats: 2, x: 300, y: 100 }),
  aTable({ id: 13, number: 3, seats: 6, x: 500, y: 100, status: 'maintenance' }),
];

/** The page's part: 'View Tables' opens the dialog, a chosen table is kept. */
function Opener() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Tables
      </button>
      <span data-testid="chosen">{chosen ?? 'none'}</span>
      {open && (
        <TableModal
          restaurant={aRestaurant()}
          tables={tables}
          selectedId={chosen}
          slot={null}
          mode={{ tableId: chosen, anyTable: false, largeParty: false, guests: 2 }}
          toggles={<input type="checkbox" aria-label="Any table is fine" />}
          onSelect={(table) => setChosen(table.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

it('is a labelled modal dialog with the hints; focus stays inside, Escape closes and gives focus back', async () => {
  // Inside #root as on the site, which the dialog makes inert while it is open.
  const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  render(<Opener />, { container: root });
  const opener = screen.getByRole('button', { name: 'View Tables' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Select a Table' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Drawn outside the page, it carries the restaurant's colours itself (the chosen table is drawn in them).
  expect(dialog.style.getPropertyValue('--brand')).toMatch(/^#[0-9a-f]{6}$/i);
  expect(dialog).toHaveAccessibleDescription('Drag to move, pinch to zoom, tap a table to select it.');
  expect(dialog).toHaveFocus();
  expect(root).toContainElement(screen.getByRole('button', { name: 'View Tables', hidden: true }));
  expect(root).not.toContainElement(dialog);
  expect(root).toHaveAttribute('inert');

  // Tab walks Close, the toggle, the zoom buttons and the tables, then comes back to Close.
  const visited: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    visited.push(
      document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
  }
  expect(visited).toEqual([
    'Close',
    'Any table is fine',
    'Zoom out',
    'Zoom in',
    'Reset view',
    'Table 1, seats: 4, free',
    'Table 2, seats: 2, free',
    'Table 3, seats: 6, held',
  ]);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Table 3, seats: 6, held' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(root).not.toHaveAttribute('inert');
  expect(screen.getByTestId('chosen')).toHaveTextContent('none');
});

it('zooms with buttons between 0.5 and 3, opening at 1.2', async () => {
  render(<Opener />);
  await userEvent.click(screen.getByRole('button', { name: 'View Tables' }));
  const viewport = screen.getByTestId('pan-viewport');
  expect(viewport).toHaveAttribute('data-scale', '1.2');
  expect(screen.getByText('Zoom 120%')).toBeInTheDocument();
  const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
  for (let i = 0; i < 10; i += 1)
    if (zoomIn.getAttribute('aria-disabled') !== 'true') await userEvent.click(zoomIn);
  expect(viewport).toHaveAttribute('data-scale', '3');
  expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  // Pressed again at the bound: nothing changes, and the button keeps focus.
  await userEvent.click(zoomIn);
  expect(viewport).toHaveAttribute('data-scale', '3');
  expect(zoomIn).toHaveFocus();
  const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
  for (let i = 0; i < 20; i += 1)
    if (zoomOut.getAttribute('aria-disabled') !== 'true') await userEvent.click(zoomOut);
  expect(viewport).toHaveAttribute('data-scale', '0.5');
  expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
  expect(viewport).toHaveAttribute('data-scale', '1.2');
});

it('Enter on a table chooses it and closes; a held table cannot be chosen', async () => {
  render(<Opener />);
  await userEvent.click(screen.getByRole('button', { name: 'View Tables' }));
  within(screen.getByRole('dialog')).getByRole('button', { name: 'Table 3, seats: 6, held' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  // Why, in the dialog, with the legend there too.
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Table 3 is held and cannot be booked.');
  expect(within(dialog).getByRole('list', { name: 'What the tables show' })).toBeInTheDocument();
  within(screen.getByRole('dialog')).getByRole('button', { name: 'Table 2, seats: 2, free' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('chosen')).toHaveTextContent('12');
  expect(screen.getByRole('button', { name: 'View Tables' })).toHaveFocus();
});

it('names the choice it shows in its header, with the legend (issue 23 §2)', () => {
  render(
    <TableModal
      restaurant={aRestaurant()}
      tables={tables}
      selectedId={null}
      slot={null}
      mode={{ tableId: null, anyTable: false, largeParty: false, guests: 2 }}
      summary="Tonight 19:00 · 2 guests"
      toggles={null}
      onSelect={() => {}}
      onClose={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Select a Table' });
  expect(within(dialog).getByText('Tonight 19:00 · 2 guests')).toBeInTheDocument();
  expect(within(dialog).getByRole('list', { name: 'What the tables show' })).toBeInTheDocument();
});
