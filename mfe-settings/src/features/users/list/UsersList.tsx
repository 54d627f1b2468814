import type { TAdminUser } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useListAdminUsersQuery } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';
import { UserCards } from './UserCards';
import { UsersSkeleton } from './UsersSkeleton';
import { UsersTable } from './UsersTable';
import type { TUserRowActions } from './user-row-props';

/** The users as a table (cards on a phone), with its loading, failed and empty states. */
export function UsersList({ actions, compact }: { actions: TUserRowActions; compact: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useListAdminUsersQuery();
  const users: TAdminUser[] = list.data ?? [];

  if (list.isLoading) return <UsersSkeleton label={t('users.loading')} compact={compact} />;
  if (list.isError)
    return (
      <ErrorState
        message={errorMessage(list.error, t('users.loadFailed'))}
        onRetry={() => void list.refetch()}
        retryLabel={t('users.retry')}
      />
    );
  if (users.length === 0) return <EmptyState message={t('users.empty')} />;
  return compact ? (
    <UserCards users={users} actions={actions} />
  ) : (
    <UsersTable users={users} actions={actions} />
  );
}
