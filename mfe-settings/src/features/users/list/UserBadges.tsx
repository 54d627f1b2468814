import { Badge } from '@mantine/core';
import type { TAdminUser } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** Beside the email: 'You' on your own account, 'Invitation pending' until the user has set a password. */
export function UserBadges({ user, currentUserId }: { user: TAdminUser; currentUserId: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {user.id === currentUserId ? (
        <Badge variant="light" color="gray" size="sm">
          {t('users.table.you')}
        </Badge>
      ) : null}
      {user.invitePending ? (
        <Badge variant="light" color="yellow" size="sm">
          {t('users.table.invitePending')}
        </Badge>
      ) : null}
    </>
  );
}
