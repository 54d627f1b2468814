import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupGuestApi } from '../test/msw';
import { ResetScreen } from './ResetScreen';

const server = setupGuestApi();

describe('reset screen (guest spec §2.8)', () => {
  it('asks for a link by email and shows the answer', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${API}/auth/request-reset`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'If the email exists, a link was sent.' });
      }),
    );
    render(<ResetScreen token="" />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('If the email exists, a link was sent.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ana@example.com' });
  });

  it('with a token, refuses a short password before asking and sets a new one', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${API}/auth/reset`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password updated. You can sign in now.' });
      }),
    );
    render(<ResetScreen token="abc" />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(sent).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), '-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password updated. You can sign in now.')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc', password: 'short-enough' });
  });
});
