import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TTable, TTablePatch } from '@stol/contracts';
import { API, aTable, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../test/msw';
import { assignedRestaurants, recordBodies, serverError } from '../../test/requests';
import { renderApp } from '../../test/remote';

const admin = aUser({ role: 'restaurantadmin', restaurantId: 1 });
const server = setupApiServer(assignedRestaurants());

/** A small server: GET /tables answers the current rows, PATCH changes them (or fails when told to). */
function tablesServer(
  fail: (body: TTablePatch) => boolean = () => false,
  hold: Promise<void> = Promise.resolve(),
) {
  const rows = new Map<number, TTable>([[11, aTable()]]);
  const patches: TTablePatch[] = [];
  server.use(
    http.get(`${API}/tables`, () => HttpResponse.json([...rows.values()])),
    http.patch(`${API}/tables/:id`, async ({ request, params }) => {
      const body = (await request.json()) as TTablePatch;
      patches.push(body);
      if (fail(body)) {
        await hold;
        return serverError(500, '');
      }
      const row = { ...rows.get(Number(params.id))!, ...body };
      rows.set(row.id, row);
      return HttpResponse.json(row);
    }),
  );
  return { rows, patches };
}

const tableButton = () => screen.findByRole('button', { name: /^Table 1, 4 seats/ });

describe('/radmin moving tables', () => {
  it('saves a dropped position, and on failure puts the table back with the fallback toast', async () => {
    let answer = () => {};
    const api = tablesServer((body) => body.x === 300, new Promise<void>((resolve) => (answer = resolve)));
    const view = renderApp({ user: admin });
    await tableButton();
    view.floorPlan.drop(11, { x: 200, y: 160 });
    expect(await tableButton()).toHaveAttribute('data-position', '200,160');
    await waitFor(() => expect(api.patches).toEqual([{ x: 200, y: 160 }]));

    view.floorPlan.drop(11, { x: 300, y: 300 });
    // Optimistic: where it was dropped until the server answers…
    expect(await tableButton()).toHaveAttribute('data-position', '300,300');
    answer();
    // …then back where the server has it, and the toast says why.
    expect(await screen.findByText('Failed to save position')).toBeInTheDocument();
    await waitFor(async () => expect(await tableButton()).toHaveAttribute('data-position', '200,160'));
  });

  it('shows the server’s error text when it gives one', async () => {
    server.use(
      http.get(`${API}/tables`, () => HttpResponse.json([aTable()])),
      recordBodies('patch', '/tables/:id', () =>
        serverError(400, 'The table must lie inside the 1000x1000 floor plan'),
      ).handler,
    );
    const view = renderApp({ user: admin });
    await tableButton();
    view.floorPlan.drop(11, { x: 990, y: 160 });
    expect(await screen.findByText('The table must lie inside the 1000x1000 floor plan')).toBeInTheDocument();
  });

  it('moves the focused table a grid step per arrow key (ten with Shift) and saves the last position once', async () => {
    const api = tablesServer();
    renderApp({ user: admin });
    (await tableButton()).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(await tableButton()).toHaveAttribute('data-position', '132,260');
    await waitFor(() => expect(api.patches).toEqual([{ x: 132, y: 260 }]));
  });

  it('undoes a move with the inverse PATCH and redoes it, by button and by Ctrl+Z / Ctrl+Shift+Z', async () => {
    const api = tablesServer();
    const view = renderApp({ user: admin });
    await tableButton();
    view.floorPlan.drop(11, { x: 240, y: 100 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.patches.at(-1)).toEqual({ x: 100, y: 100 }));
    await waitFor(async () => expect(await tableButton()).toHaveAttribute('data-position', '100,100'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled());

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(api.patches.at(-1)).toEqual({ x: 240, y: 100 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(api.patches).toHaveLength(4));
    expect(api.patches.at(-1)).toEqual({ x: 100, y: 100 });
  });

  it('Ctrl+Z does nothing while a dialog is open (it would change the plan out of sight)', async () => {
    const api = tablesServer();
    const view = renderApp({ user: aUser({ role: 'superadmin' }) });
    await tableButton();
    view.floorPlan.drop(11, { x: 240, y: 100 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(api.patches).toEqual([{ x: 240, y: 100 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(api.patches.at(-1)).toEqual({ x: 100, y: 100 }));
  });

  it('keeps the history when an undo fails, so it can be tried again', async () => {
    let failUndo = true;
    const api = tablesServer((body) => failUndo && body.x === 100);
    const view = renderApp({ user: admin });
    await tableButton();
    view.floorPlan.drop(11, { x: 240, y: 100 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to save position')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    failUndo = false;
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled());
    expect(api.patches).toEqual([
      { x: 240, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 100 },
    ]);
  });

  it('refetches the tables when another editor moves one (live event)', async () => {
    const api = tablesServer();
    const view = renderApp({ user: admin });
    await tableButton();
    expect(view.liveEvents.subscribedRestaurants()).toEqual([1]);
    api.rows.set(11, aTable({ x: 400, y: 420 }));
    view.liveEvents.emit(1, 'table.moved', { tableId: 11 });
    await waitFor(async () => expect(await tableButton()).toHaveAttribute('data-position', '400,420'));
  });

  it('catches up on moves missed while the socket was cut off when it rejoins the room', async () => {
    const api = tablesServer();
    const view = renderApp({ user: admin });
    await tableButton();
    api.rows.set(11, aTable({ x: 400, y: 420 }));
    view.liveEvents.rejoin(1);
    await waitFor(async () => expect(await tableButton()).toHaveAttribute('data-position', '400,420'));
  });
});
