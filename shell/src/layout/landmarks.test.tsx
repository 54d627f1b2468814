import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '../test/fixtures';
import { meHandler, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

describe('landmarks and the skip link (issue 8 §2)', () => {
  it('signed in: "Skip to content" is the first Tab stop and moves focus into the main landmark', async () => {
    server.use(meHandler(users.restaurantAdmin));
    await renderShell({ path: '/admin', user: users.restaurantAdmin });
    await screen.findByText('mfe_dashboard at /admin');

    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByText('mfe_dashboard at /admin'));
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('/login has a main landmark with the h1, and the skip link first', async () => {
    await renderShell({ path: '/login' });
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Stol' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('a section that is not deployed still has its h1', async () => {
    server.use(meHandler(users.superadmin));
    await renderShell({ path: '/reports', user: users.superadmin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This section is not deployed' }),
    ).toBeInTheDocument();
  });
});
