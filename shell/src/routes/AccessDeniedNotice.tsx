import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n/shell-translations';
import type { TShellRoute } from './route-table';

/** What RequireAccess leaves in the history state when it sends a user to /admin. */
export interface TAccessDeniedState {
  deniedRoute?: TShellRoute['key'];
}

export const deniedRouteOf = (state: unknown): TShellRoute['key'] | null => {
  const denied = (state as TAccessDeniedState | null)?.deniedRoute;
  return typeof denied === 'string' ? denied : null;
};

/**
 * After a redirect to /admin, tells the user why they are here ("You don't have access to Reports"), above
 * the dashboard, until they close it or move on. Closing also clears it from the history entry, so a reload
 * does not show it again.
 */
export function AccessDeniedNotice() {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const denied = deniedRouteOf(location.state);
  if (!denied) return null;
  const dismiss = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      title={t('accessDenied.title', { section: t(`nav.${denied}`) })}
      withCloseButton
      closeButtonLabel={t('accessDenied.dismiss')}
      onClose={dismiss}
      // The light variant's yellow title text is too faint on its yellow ground (WCAG AA): the body text colour.
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        closeButton: { color: 'var(--mantine-color-text)' },
      }}
    >
      {/* Analytics has its own sentence in the spec (guest spec §2.15), which names who may open it. */}
      {t(denied === 'analytics' ? 'accessDenied.analyticsBody' : 'accessDenied.body')}
    </Alert>
  );
}
