import { Button, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@stol/platform';
import { SHELL_NS } from '../i18n/shell-translations';
import { navLinksFor } from '../routes/route-table';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Top-bar links for wide screens; the same route table filter as the guards. */
export function DesktopNavLinks() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const links = navLinksFor(useCurrentUser());
  return (
    <nav aria-label={t('nav.main')} style={{ display: 'flex', gap: 4 }}>
      {links.map((route) => {
        const active = isActive(pathname, route.path);
        return (
          <Button
            key={route.key}
            component={Link}
            to={route.path}
            variant={active ? 'light' : 'subtle'}
            size="compact-sm"
            aria-current={active ? 'page' : undefined}
          >
            {t(`nav.${route.key}`)}
          </Button>
        );
      })}
    </nav>
  );
}

/** The burger menu's list: the same links, stacked. */
export function MobileNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const links = navLinksFor(useCurrentUser());
  return (
    <nav aria-label={t('nav.main')}>
      {links.map((route) => {
        const active = isActive(pathname, route.path);
        return (
          <MantineNavLink
            key={route.key}
            component={Link}
            to={route.path}
            label={t(`nav.${route.key}`)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
