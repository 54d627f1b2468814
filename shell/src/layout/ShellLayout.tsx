import { Anchor, AppShell, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useGetMeQuery } from '@stol/platform';
import { AreaBoundary, preloadToasts } from '@stol/ui';
import { useEffect } from 'react';
import { SHELL_NS } from '../i18n/shell-translations';
import { HOME_PATH } from '../routes/route-table';
import { AboutModal } from './AboutModal';
import { LanguageSwitch } from './LanguageSwitch';
import { DesktopNavLinks, MobileNavLinks } from './NavLinks';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UserControls, UserSummary } from './UserControls';

const NOTHING = {};
const readNothing = () => NOTHING;

/**
 * Signed-in frame: a skip link (first in the tab order), the top bar (header landmark: nav, language, user,
 * about, logout), the burger menu on small screens, and the routed area (main landmark, the skip link's target).
 */
export function ShellLayout() {
  const { t } = useTranslation(SHELL_NS);
  const [menuOpened, menu] = useDisclosure(false);
  const [aboutOpened, about] = useDisclosure(false);
  // Re-read the user from the server: role, plan or language may have changed since the session was stored.
  // A 401 here goes through refresh-and-retry; a failed refresh clears the session and the guard sends to /login.
  // What it says reaches the session (auth-endpoints.ts); the frame reads nothing of the query itself, so its
  // answer does not redraw the frame (issue 22 §7: it landed while the day view's did).
  useGetMeQuery(undefined, { selectFromResult: readNothing });
  const { pathname } = useLocation();
  // Issue 19 §1: what toasts need comes now, with the signed-in frame, not with the first toast (which may be
  // the one saying the network is gone, when the module can no longer load).
  useEffect(preloadToasts, []);

  return (
    <AppShell
      // Both keep the frame's first moments quiet (issue 22 §7). A fixed id: Mantine's own is set by an effect
      // after the first render. No transition: Mantine marks the frame `data-resizing` for the transition's length
      // after mounting, and that mark sets a CSS variable on the frame, so its removal 200 ms later restyled every
      // element of the app (16 ms at the tablet profile, as the first API answers landed). The phone's menu opens
      // at once instead of sliding.
      id="stol-app-shell"
      transitionDuration={0}
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !menuOpened, desktop: true } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpened}
            />
            <Anchor component={Link} to={HOME_PATH} fw={700} fz="xl" c="inherit" underline="never">
              {t('appName')}
            </Anchor>
            <Group visibleFrom="lg">
              <DesktopNavLinks />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Button variant="subtle" size="compact-sm" onClick={about.open}>
              {t('about.open')}
            </Button>
            <UserControls />
          </Group>
        </Group>
      </AppShell.Header>
      {/* A plain box, not a second nav landmark: MobileNavLinks' labelled nav is the landmark. */}
      <AppShell.Navbar p="sm" component="div">
        {/* Rendered only while open, so screen readers do not meet a second, hidden copy of the nav. */}
        {menuOpened && (
          <>
            <UserSummary />
            <MobileNavLinks onNavigate={menu.close} />
          </>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* The route area fails alone (issue 19 §1): the top bar and the nav keep working. */}
        <AreaBoundary name="route" resetKey={pathname}>
          <Outlet />
        </AreaBoundary>
      </AppShell.Main>
      <AboutModal opened={aboutOpened} onClose={about.close} />
    </AppShell>
  );
}
