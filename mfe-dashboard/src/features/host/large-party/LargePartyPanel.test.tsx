import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aTable } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { aLargePartyRequest, suggestions } from '../../../test/large-party-fixtures';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const admin = (language: 'en' | 'hr' = 'en') => aUser({ role: 'restaurantadmin', restaurantId: 1, language });
const TABLES = [1, 2, 3, 4, 5].map((n) =>
  aTable({ id: 10 + n, number: n, seats: n === 4 || n === 5 ? 5 : 4 }),
);

/** The day plus the large-party calls; `requests` is read on every load; posted bodies are recorded. */
function handlers(options: { requests: () => ReturnType<typeof aLargePartyRequest>[] }) {
  // The first matching handler answers: these come before the day's default (no requests).
  server.use(
    http.get(`${API}/admin/large-party`, () => HttpResponse.json({ requests: options.requests() })),
    http.get(`${API}/admin/large-party/:id/suggestions`, () => HttpResponse.json(suggestions())),
    ...dayHandlers({ tables: TABLES }),
  );
}

const panel = async () => screen.findByRole('region', { name: 'Large-party requests' });
const card = async (name = 'Maja Grgić, 10 guests') => screen.findByRole('article', { name });

describe('the large-party panel', () => {
  it('lists a pending request and seats it at a suggested table set in one click', async () => {
    let requests = [aLargePartyRequest()];
    handlers({ requests: () => requests });
    let posted: unknown = null;
    server.use(
      http.post(`${API}/admin/large-party/:id/convert`, async ({ request, params }) => {
        posted = { id: params.id, body: await request.json() };
        requests = [];
        return HttpResponse.json({ message: 'Reservation created', reservation: {} });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin() });
    const request = await card();
    expect(within(request).getByText('10.07.2026. 19:00')).toBeInTheDocument();
    expect(within(request).getByText('+385915550101')).toBeInTheDocument();
    expect(within(request).getByText('maja@example.test')).toBeInTheDocument();

    await user.click(await within(request).findByRole('button', { name: /Seat at tables 4 \+ 5/ }));
    await waitFor(() => expect(posted).toEqual({ id: '501', body: { tableIds: [14, 15] } }));
    expect(await screen.findByText('Maja Grgić: reservation created at 4 + 5')).toBeInTheDocument();
    expect(await within(await panel()).findByText('No large-party requests')).toBeInTheDocument();
  });

  it('shows the server’s conflict text, and the fallback when there is none', async () => {
    handlers({ requests: () => [aLargePartyRequest()] });
    const conflict = 'Cannot create reservation: Table 4 (19:00-21:00) are already reserved.';
    let answer = () => HttpResponse.json({ error: conflict, conflicts: [] }, { status: 409 });
    server.use(http.post(`${API}/admin/large-party/:id/convert`, () => answer()));
    const user = userEvent.setup();
    renderApp({ user: admin() });
    const request = await card();
    await user.click(await within(request).findByRole('button', { name: /Seat at tables 4 \+ 5/ }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(conflict);

    answer = () => new HttpResponse(null, { status: 500 });
    await user.click(within(request).getByRole('button', { name: /Seat at tables 1 \+ 2 \+ 3/ }));
    await waitFor(() => expect(within(request).getByRole('alert')).toHaveTextContent('Failed to convert'));
  });

  it('converts over tables chosen by hand, and asks for at least one', async () => {
    handlers({ requests: () => [aLargePartyRequest()] });
    let posted: unknown = null;
    server.use(
      http.post(`${API}/admin/large-party/:id/convert`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ message: 'Reservation created', reservation: {} });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin() });
    const request = await card();
    const toggle = within(request).getByRole('button', { name: 'Choose tables' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = within(request).getByRole('group', { name: 'Tables for Maja Grgić' });
    await user.click(within(group).getByRole('button', { name: 'Seat at chosen tables' }));
    expect(within(request).getByRole('alert')).toHaveTextContent('Select at least one table');
    expect(posted).toBeNull();

    await user.click(within(group).getByRole('checkbox', { name: 'Table 3 (4 seats)' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Table 1 (4 seats)' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Table 2 (4 seats)' }));
    await user.click(within(group).getByRole('button', { name: 'Seat at chosen tables' }));
    await waitFor(() => expect(posted).toEqual({ tableIds: [11, 12, 13] }));
  });

  it('cancels a request, with the spec’s fallback when that fails', async () => {
    let requests = [aLargePartyRequest()];
    handlers({ requests: () => requests });
    let fail = true;
    server.use(
      http.post(`${API}/admin/large-party/:id/cancel`, () => {
        if (fail) return new HttpResponse(null, { status: 500 });
        requests = [];
        return HttpResponse.json({ ...aLargePartyRequest(), status: 'cancelled' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin() });
    const request = await card();
    const cancel = within(request).getByRole('button', { name: 'Cancel request of Maja Grgić' });
    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent('Failed to cancel request');
    fail = false;
    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Request from Maja Grgić cancelled')).toBeInTheDocument();
    expect(await within(await panel()).findByText('No large-party requests')).toBeInTheDocument();
  });

  it('names the guest on Cancel and asks first, naming them again; Keep the request cancels nothing (issue 19 §4)', async () => {
    const cancelled: string[] = [];
    handlers({
      requests: () => [
        aLargePartyRequest(),
        aLargePartyRequest({ id: 502, name: 'Tvrtka Jadran', guests: 14 }),
      ],
    });
    server.use(
      http.post(`${API}/admin/large-party/:id/cancel`, ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json({ ...aLargePartyRequest(), status: 'cancelled' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin() });
    await user.click(await screen.findByRole('button', { name: 'Cancel request of Tvrtka Jadran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the request of Tvrtka Jadran?' });
    expect(dialog).toHaveTextContent('Tvrtka Jadran for 14 guests');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel request of Tvrtka Jadran' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(cancelled).toEqual(['502']));
  });

  it('reloads on large_party.updated (a guest’s new request appears without a reload)', async () => {
    let requests: ReturnType<typeof aLargePartyRequest>[] = [];
    handlers({ requests: () => requests });
    const { liveEvents } = renderApp({ user: admin() });
    expect(await within(await panel()).findByText('No large-party requests')).toBeInTheDocument();
    requests = [aLargePartyRequest({ id: 502, name: 'Tvrtka Jadran', guests: 14 })];
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 502 }));
    expect(await card('Tvrtka Jadran, 14 guests')).toBeInTheDocument();
  });

  it('says when no free neighbouring tables fit, and speaks Croatian', async () => {
    handlers({ requests: () => [aLargePartyRequest()] });
    server.use(
      http.get(`${API}/admin/large-party/:id/suggestions`, () =>
        HttpResponse.json({ ...suggestions(), suggestions: [] }),
      ),
    );
    renderApp({ user: admin('hr') });
    const request = await screen.findByRole('article', { name: 'Maja Grgić, gostiju: 10' });
    expect(await screen.findByRole('region', { name: 'Zahtjevi za velike grupe' })).toBeInTheDocument();
    expect(
      await within(request).findByText(
        'Nema slobodnih susjednih stolova za ovu grupu. Odaberite stolove sami.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    server.use(
      http.get(`${API}/admin/large-party`, () => new HttpResponse(null, { status: 500 })),
      ...dayHandlers({ tables: TABLES }),
    );
    renderApp({ user: admin() });
    expect(await within(await panel()).findByText('Failed to load large-party requests')).toBeInTheDocument();
  });

  it('is not there for staff, who never ask for it', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/admin/large-party`, () => {
        asked = true;
        return HttpResponse.json({ requests: [] }, { status: 403 });
      }),
      ...dayHandlers({ tables: TABLES }),
    );
    renderApp({ user: aUser({ role: 'staff', restaurantId: 1, language: 'en' }) });
    await screen.findByRole('heading', { name: "Today's reservations" });
    await screen.findByRole('heading', { name: 'Floor plan' });
    expect(screen.queryByRole('region', { name: 'Large-party requests' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
