import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { configureSpecialHosts } from '../routes/special-hosts';
import { API, setupGuestApi } from '../test/msw';
import { AcceptInviteScreen } from './AcceptInviteScreen';

const server = setupGuestApi();

describe('invite screen (guest spec §2.9)', () => {
  it('refuses a short password, activates the account, then goes to the back office login after 800 ms', async () => {
    configureSpecialHosts({ adminUrl: 'https://admin.stol.example/' });
    let sent: unknown = null;
    server.use(
      http.post(`${API}/auth/accept-invite`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Account activated. You can now log in.' });
      }),
    );
    const visited: Array<{ url: string; at: number }> = [];
    render(<AcceptInviteScreen token="invite-token" goTo={(url) => visited.push({ url, at: Date.now() })} />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(screen.getByLabelText('New password'), '-but-now-long');
    const submitted = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Account activated. You can now log in.')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'invite-token', password: 'short-but-now-long' });
    expect(visited).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(visited.map((v) => v.url)).toEqual(['https://admin.stol.example/login']);
    expect(visited[0]!.at - submitted).toBeGreaterThanOrEqual(790);
  });

  it("shows the server's refusal and stays", async () => {
    server.use(
      http.post(`${API}/auth/accept-invite`, () =>
        HttpResponse.json(
          { error: 'This invitation link is invalid or has expired. Please ask for a new one.' },
          { status: 400 },
        ),
      ),
    );
    const visited: string[] = [];
    render(<AcceptInviteScreen token="used-token" goTo={(url) => visited.push(url)} />);
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('This invitation link is invalid or has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(visited).toEqual([]);
  });
});
