import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, users } from '../test/fixtures';
import { meHandler, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

/** Issue 23 §7: the About/profile dialog's password change, against the API through MSW. */
async function openDialog() {
  server.use(meHandler(users.staff));
  await renderShell({ path: '/admin', user: users.staff });
  await userEvent.click(screen.getByRole('button', { name: 'About' }));
  return within(await screen.findByRole('dialog', { name: 'About Stol' }));
}

async function fill(dialog: ReturnType<typeof within>, current: string, next: string, again = next) {
  if (current) await userEvent.type(dialog.getByLabelText('Current password'), current);
  if (next) await userEvent.type(dialog.getByLabelText('New password'), next);
  if (again) await userEvent.type(dialog.getByLabelText('New password again'), again);
  await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
}

describe('change password (About/profile dialog)', () => {
  it('sends the current and the new password and says the other sessions ended', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/admin/me/password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Password changed. Your other sessions have been signed out.' });
      }),
    );
    const dialog = await openDialog();
    await fill(dialog, 'demo1234', 'a-new-secret-1');
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Password changed. Your other sessions have been signed out.',
    );
    expect(sent).toEqual([{ currentPassword: 'demo1234', newPassword: 'a-new-secret-1' }]);
    expect(dialog.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's sentence for a wrong current password", async () => {
    server.use(
      http.post(`${API}/admin/me/password`, () =>
        HttpResponse.json(
          { error: 'The current password is not correct. Nothing was changed.', code: 'VALIDATION_FAILED' },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openDialog();
    await fill(dialog, 'wrong', 'a-new-secret-1');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The current password is not correct. Nothing was changed.',
    );
  });

  it('checks the rule and the repeat before asking the server', async () => {
    let requests = 0;
    server.use(
      http.post(`${API}/admin/me/password`, () => {
        requests += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const dialog = await openDialog();
    await fill(dialog, '', 'a-new-secret-1');
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your current password');
    await userEvent.clear(dialog.getByLabelText('New password'));
    await userEvent.clear(dialog.getByLabelText('New password again'));
    await fill(dialog, 'demo1234', 'short');
    expect(dialog.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    await userEvent.clear(dialog.getByLabelText('Current password'));
    await userEvent.clear(dialog.getByLabelText('New password'));
    await userEvent.clear(dialog.getByLabelText('New password again'));
    await fill(dialog, 'demo1234', 'a-new-secret-1', 'a-new-secret-2');
    expect(dialog.getByRole('alert')).toHaveTextContent('The two new passwords do not match');
    expect(requests).toBe(0);
  });
});
