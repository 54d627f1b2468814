import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aGuestView, LINK_TOKEN } from '../test/booking-fixtures';
import { API, setupGuestApi } from '../test/msw';
import { CancelScreen } from './CancelScreen';
import { ReviewScreen } from './ReviewScreen';

const server = setupGuestApi();

describe('guest links (guest spec §2.5–§2.7, §8.1)', () => {
  it('cancel: shows the booking in Zagreb time, keeps it on Keep, cancels on Cancel Reservation', async () => {
    let cancelled = 0;
    server.use(
      http.get(`${API}/public/reservations/${LINK_TOKEN}`, () => HttpResponse.json(aGuestView())),
      http.post(`${API}/public/reservations/cancel`, () => {
        cancelled += 1;
        return HttpResponse.json({
          message: 'ok',
          reservation: aGuestView({ status: 'cancelled', canChange: false }),
        });
      }),
    );
    render(<CancelScreen token={LINK_TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Konoba Mate' })).toBeInTheDocument();
    expect(screen.getByText(/19:30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    expect(await screen.findByText('Reservation cancelled successfully')).toBeInTheDocument();
    expect(cancelled).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel Reservation' })).not.toBeInTheDocument();
  });

  it('cancel: an unknown token says so, with a way home', async () => {
    server.use(
      http.get(`${API}/public/reservations/${LINK_TOKEN}`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
    );
    render(<CancelScreen token={LINK_TOKEN} />);
    expect(await screen.findByText('Reservation not found or invalid token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('review: needs a rating, counts the comment, thanks the guest', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`${API}/public/reviews/${LINK_TOKEN}`, () =>
        HttpResponse.json({
          date: '2026-11-20T18:00:00.000Z',
          guests: 2,
          table: { number: 4, restaurant: { name: 'Konoba Mate' } },
          canReview: true,
          refusal: null,
        }),
      ),
      http.post(`${API}/public/reviews/submit`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Thank You!' });
      }),
    );
    render(<ReviewScreen token={LINK_TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Lovely');
    expect(screen.getByText('6/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(sent).toEqual({ token: LINK_TOKEN, rating: 4, comment: 'Lovely' });
  });
});
