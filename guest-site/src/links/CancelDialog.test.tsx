import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aGuestView, LINK_TOKEN } from '../test/booking-fixtures';
import { API, setupGuestApi } from '../test/msw';
import { CancelDialog } from './CancelDialog';

const server = setupGuestApi();

function renderDialog() {
  const closed: string[] = [];
  const onClose = () => closed.push('closed');
  render(
    <>
      <div id="root">
        <button type="button">On the page</button>
      </div>
      <CancelDialog token={LINK_TOKEN} onClose={onClose} />
    </>,
  );
  return closed;
}

describe('the ?cancelToken dialog on the reservation page (guest spec §2.3)', () => {
  beforeEach(() =>
    server.use(http.get(`${API}/public/reservations/${LINK_TOKEN}`, () => HttpResponse.json(aGuestView()))),
  );

  it('shows the booking in a labelled modal over an inert page; Keep Reservation closes it', async () => {
    const closed = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Your reservation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('heading', { name: 'Konoba Mate' })).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText(/19:30/)).toBeInTheDocument();
    expect(document.getElementById('root')).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Reservation' }));
    expect(closed).toHaveLength(1);
  });

  it('cancels on Cancel Reservation and says so; Escape closes', async () => {
    let cancelled: unknown = null;
    server.use(
      http.post(`${API}/public/reservations/cancel`, async ({ request }) => {
        cancelled = await request.json();
        return HttpResponse.json({
          message: 'ok',
          reservation: aGuestView({ status: 'cancelled', canChange: false }),
        });
      }),
    );
    const closed = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Reservation' }));
    expect(await screen.findByText('Reservation cancelled successfully')).toBeInTheDocument();
    expect(cancelled).toEqual({ token: LINK_TOKEN });
    await userEvent.keyboard('{Escape}');
    expect(closed).toHaveLength(1);
  });
});
