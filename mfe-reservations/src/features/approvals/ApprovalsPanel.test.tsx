import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, listResponse } from '../../test/fixtures';
import { setupApiServer } from '../../test/msw';
import { API, aUser } from '@stol/platform/testing';
import { renderApp } from '../../test/remote';
import { assignedRestaurants, recordListRequests } from '../../test/requests';
import { ANA as LABEL, anasRequest, marijaOnTable2 } from './approval-fixtures';

const server = setupApiServer();

const superadmin = aUser({ role: 'superadmin', restaurantId: null, email: 'superadmin@demo.test' });
const manager = aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2] });

let pending = anasRequest();
beforeEach(() => {
  pending = anasRequest();
});

/** Opens the panel folded behind its count; answers the panel. */
async function openPanel(count = '1 change waits for approval') {
  const panel = await screen.findByRole('region', { name: 'Approval requests' });
  const toggle = await within(panel).findByRole('button', { name: count });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

/** Approvals: answers `pending` until a decision was posted, then nothing. */
function approvalsServer(decide: () => Response) {
  let decided = false;
  const decisions: string[] = [];
  let listCalls = 0;
  server.use(
    http.get(`${API}/reservations/approvals`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('status')).toBe('pending');
      listCalls += 1;
      return HttpResponse.json({ approvals: decided ? [] : [pending] });
    }),
    http.post(`${API}/reservations/approvals/:id/:decision`, async ({ params, request }) => {
      const body = await request.text();
      decisions.push(`${String(params.id)}/${String(params.decision)}${body ? ` ${body}` : ''}`);
      const response = decide();
      decided = response.ok;
      return response;
    }),
  );
  return { decisions, listCalls: () => listCalls };
}

describe('Approvals panel', () => {
  it('shows what was asked and approves it, then refreshes the approvals and the reservations', async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler, assignedRestaurants);
    const approvals = approvalsServer(() =>
      HttpResponse.json({ approval: { ...pending, status: 'approved' } }),
    );
    renderApp({ user: superadmin });

    const panel = await openPanel();
    const item = await within(panel).findByRole('listitem', { name: LABEL });
    expect(item).toHaveTextContent('Konoba Mate · Now: table 1, 19:00–20:00, 2 guests');
    expect(item).toHaveTextContent(
      'Requested: table 2, 01.06.2099 20:30 (by admin@demo.test, Restaurant admin)',
    );
    // It names the booking in the way.
    expect(item).toHaveTextContent('Conflicts with Marija Jurić (20:00–21:30, table 2)');
    await waitFor(() => expect(list.requests).toHaveLength(1));

    await userEvent.click(within(item).getByRole('button', { name: `Approve the change for ${LABEL}` }));
    expect(await screen.findByText('Change approved.')).toBeInTheDocument();
    expect(approvals.decisions).toEqual(['501/approve']);
    expect(await within(panel).findByText('No pending approval requests')).toBeInTheDocument();
    await waitFor(() => expect(list.requests).toHaveLength(2));
  });

  it("rejects, showing the server's text on failure and 'Change rejected.' on success", async () => {
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    let attempt = 0;
    const approvals = approvalsServer(() => {
      attempt += 1;
      return attempt === 1
        ? HttpResponse.json({ error: 'Request is no longer pending', code: 'CONFLICT' }, { status: 409 })
        : HttpResponse.json({ approval: { ...pending, status: 'rejected' } });
    });
    renderApp({ user: manager });
    await openPanel();

    const reject = await screen.findByRole('button', { name: `Reject the change for ${LABEL}` });
    await userEvent.click(reject);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('Request is no longer pending')).toBeInTheDocument();
    await userEvent.click(reject);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('Change rejected.')).toBeInTheDocument();
    expect(approvals.decisions).toEqual(['501/reject', '501/reject']);
  });

  it('asks before rejecting, naming the guest; Keep it waiting rejects nothing (issue 19 §4)', async () => {
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    const approvals = approvalsServer(() =>
      HttpResponse.json({ approval: { ...pending, status: 'rejected' } }),
    );
    renderApp({ user: manager });
    await openPanel();

    await userEvent.click(await screen.findByRole('button', { name: `Reject the change for ${LABEL}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject the change for ${LABEL}?` });
    expect(dialog).toHaveTextContent('Ana Horvat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it waiting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approvals.decisions).toEqual([]);
  });

  it("falls back to 'Failed to approve change' when the server gives no text", async () => {
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    approvalsServer(() => new HttpResponse(null, { status: 500 }));
    renderApp({ user: superadmin });
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: `Approve the change for ${LABEL}` }));
    expect(await screen.findByText('Failed to approve change')).toBeInTheDocument();
  });

  it('folds behind the count and opens by keyboard; one button moves the booking in the way, then approves', async () => {
    pending = anasRequest([
      marijaOnTable2({ guests: 2, suggestedMove: { tableId: 60, tableNumber: 6 } }),
      // The same booking blocks a second table: named once.
      marijaOnTable2({ tableNumber: 3, guests: 2, suggestedMove: { tableId: 60, tableNumber: 6 } }),
    ]);
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    const approvals = approvalsServer(() =>
      HttpResponse.json({ approval: { ...pending, status: 'approved' } }),
    );
    renderApp({ user: manager });

    const panel = await screen.findByRole('region', { name: 'Approval requests' });
    const toggle = await within(panel).findByRole('button', { name: '1 change waits for approval' });
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(panel).getByRole('list');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    const item = within(list).getByRole('listitem', { name: LABEL });

    const move = within(item).getByRole('button', {
      name: `Move Marija Jurić (2 guests) to table 6, then approve the change for ${LABEL}`,
    });
    expect(move).toHaveTextContent('Move Marija Jurić (2 guests) to table 6, then approve');
    move.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Change approved.')).toBeInTheDocument();
    expect(approvals.decisions).toEqual(['501/approve {"moves":[{"reservationId":7,"tableId":60}]}']);
    expect(await within(panel).findByText('No pending approval requests')).toBeInTheDocument();
  });

  it('moves two bookings with one button; shows the server’s sentence when the move fails', async () => {
    pending = anasRequest([
      marijaOnTable2({ guests: 2, suggestedMove: { tableId: 60, tableNumber: 6 } }),
      marijaOnTable2({
        reservationId: 8,
        name: 'Ivo Ivić',
        tableNumber: 3,
        guests: 1,
        suggestedMove: { tableId: 90, tableNumber: 9 },
      }),
    ]);
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    const approvals = approvalsServer(() =>
      HttpResponse.json(
        {
          error: 'Table 6 (20:00-21:30) are already reserved.',
          code: 'RESERVATION_OVERLAP',
          conflicts: [],
        },
        { status: 409 },
      ),
    );
    renderApp({ user: superadmin });
    const panel = await openPanel();
    await userEvent.click(
      within(panel).getByRole('button', {
        name: `Move Marija Jurić (2 guests) to table 6 and Ivo Ivić (1 guest) to table 9, then approve the change for ${LABEL}`,
      }),
    );
    expect(await screen.findByText('Table 6 (20:00-21:30) are already reserved.')).toBeInTheDocument();
    expect(approvals.decisions).toEqual([
      '501/approve {"moves":[{"reservationId":7,"tableId":60},{"reservationId":8,"tableId":90}]}',
    ]);
    // Still waiting, still offered.
    expect(within(panel).getByRole('listitem', { name: LABEL })).toBeInTheDocument();
  });

  it('says when no table of that size is free, and offers only the plain approve', async () => {
    pending = anasRequest([marijaOnTable2({ guests: 6, suggestedMove: null })]);
    server.use(recordListRequests(() => listResponse([])).handler, assignedRestaurants);
    approvalsServer(() => HttpResponse.json({}));
    renderApp({ user: manager });
    const panel = await openPanel();
    const item = within(panel).getByRole('listitem', { name: LABEL });
    expect(item).toHaveTextContent(
      'No table for 6 guests is free at that time: Marija Jurić cannot be moved',
    );
    expect(within(item).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: `Approve the change for ${LABEL}` })).toBeInTheDocument();
  });

  it('counts every waiting change, and speaks Croatian', async () => {
    const others = [502, 503].map((id) => ({ ...anasRequest(), id }));
    server.use(
      recordListRequests(() => listResponse([])).handler,
      assignedRestaurants,
      http.get(`${API}/reservations/approvals`, () =>
        HttpResponse.json({
          approvals: [
            anasRequest([marijaOnTable2({ guests: 2, suggestedMove: { tableId: 60, tableNumber: 6 } })]),
            ...others,
          ],
        }),
      ),
    );
    renderApp({ user: { ...manager, language: 'hr' } });
    const panel = await screen.findByRole('region', { name: 'Zahtjevi za odobrenje' });
    await userEvent.click(await within(panel).findByRole('button', { name: '3 promjene čekaju odobrenje' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(panel).getByRole('button', {
        name: `Premjesti Marija Jurić (2 gosta) na stol 6, zatim odobri promjenu: ${LABEL}`,
      }),
    ).toBeInTheDocument();
  });

  it('is not shown to restaurant admins (and not requested)', async () => {
    server.use(recordListRequests(() => listResponse([aReservation()])).handler);
    const approvals = approvalsServer(() => HttpResponse.json({}));
    renderApp({ user: aUser({ role: 'restaurantadmin' }) });
    await screen.findByText('Ana Horvat');
    expect(screen.queryByRole('region', { name: 'Approval requests' })).not.toBeInTheDocument();
    expect(approvals.listCalls()).toBe(0);
  });
});
