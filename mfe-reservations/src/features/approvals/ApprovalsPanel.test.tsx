import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, anApproval, listResponse } from '../../test/fixtures';
import { setupApiServer } from '../../test/msw';
import { API, aUser } from '@stol/platform/testing';
import { renderApp } from '../../test/remote';
import { assignedRestaurants, recordListRequests } from '../../test/requests';

const server = setupApiServer();

const superadmin = aUser({ role: 'superadmin', restaurantId: null, email: 'superadmin@demo.test' });

const pending = anApproval({
  id: 501,
  reservation: aReservation({ id: 101, name: 'Ana Horvat', date: '2099-06-01T17:00:00.000Z' }),
  requestedTableNumber: 2,
  requestedDate: '2099-06-01T18:30:00.000Z',
  requestedBy: { id: 9, email: 'admin@demo.test', role: 'restaurantadmin' },
  conflictsWith: [
    {
      reservationId: 7,
      name: 'Marija Jurić',
      date: '2099-06-01T18:00:00.000Z',
      endDate: '2099-06-01T19:30:00.000Z',
      tableNumber: 2,
    },
  ],
});
const LABEL = 'Ana Horvat, 01.06. 19:00';

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
    http.post(`${API}/reservations/approvals/:id/:decision`, ({ params }) => {
      decisions.push(`${String(params.id)}/${String(params.decision)}`);
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

    const panel = await screen.findByRole('region', { name: 'Approval requests' });
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
    renderApp({ user: aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2] }) });

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
    renderApp({ user: aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2] }) });

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
    await userEvent.click(await screen.findByRole('button', { name: `Approve the change for ${LABEL}` }));
    expect(await screen.findByText('Failed to approve change')).toBeInTheDocument();
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
