import { Button, Group } from '@mantine/core';
import type { TAdminUser } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { canDeleteUser, hasRestaurantPicker } from '../permissions';
import type { TUserRowActions } from './user-row-props';

/**
 * A user's actions: Edit; Restaurants for a manager; Resend invite while the invitation is pending; Delete,
 * except for superadmins and yourself. Each names the user for a screen reader, as every row has the same ones.
 */
export function UserActions({ user, actions }: { user: TAdminUser; actions: TUserRowActions }) {
  const { t } = useTranslation(NAMESPACE);
  const { email } = user;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('users.actions.editLabel', { email })}
        onClick={() => actions.onEdit(user)}
      >
        {t('users.actions.edit')}
      </Button>
      {hasRestaurantPicker(user) ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('users.actions.restaurantsLabel', { email })}
          onClick={() => actions.onPickRestaurants(user)}
        >
          {t('users.actions.restaurants')}
        </Button>
      ) : null}
      {user.invitePending ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('users.actions.resendLabel', { email })}
          loading={actions.resendingId === user.id}
          onClick={() => actions.onResendInvite(user)}
        >
          {t('users.actions.resend')}
        </Button>
      ) : null}
      {canDeleteUser(user, actions.currentUserId) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('users.actions.deleteLabel', { email })}
          onClick={() => actions.onDelete(user)}
        >
          {t('users.actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
