import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser, useLogoutMutation } from '@stol/platform';
import { SHELL_NS } from '../i18n/shell-translations';
import { LOGIN_PATH } from '../routes/route-table';

/** The signed-in user's email and role, and the logout control. */
export function UserControls() {
  const { t } = useTranslation(SHELL_NS);
  const user = useCurrentUser();
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  if (!user) return null;
  const onLogout = async () => {
    await logout();
    // Straight to /login without remembering this page as the place to come back to.
    void navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <>
      <Text size="xs" visibleFrom="sm" data-testid="signed-in-user" lh={1.25} ta="right">
        <span>{user.email}</span>
        <br />
        {/* The role's name in the user's language (issue 8 §4: no raw role codes on screen). */}
        <Text span size="xs" c="dimmed">
          {t(`roles.${user.role}`)}
        </Text>
      </Text>
      <Button variant="default" size="compact-sm" onClick={onLogout} loading={isLoading}>
        {t('user.logout')}
      </Button>
    </>
  );
}

/** Email and role inside the burger menu, for screens too narrow to show them in the top bar. */
export function UserSummary() {
  const { t } = useTranslation(SHELL_NS);
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Text size="sm" hiddenFrom="sm" mb="sm">
      {user.email} ·{' '}
      <Text span size="sm" c="dimmed">
        {t(`roles.${user.role}`)}
      </Text>
    </Text>
  );
}
