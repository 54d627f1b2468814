import type { TAdminUser } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { TypedDeleteConfirm } from '@stol/ui/confirm';
import { useTranslation } from 'react-i18next';
import { useDeleteAdminUserMutation } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * 'Delete user x?' confirmed by typing Delete (guest spec §4), with @stol/ui's typed confirmation. A failure is
 * shown, with the server's text when it gave one ('Failed to delete user' otherwise; DESIGN §7).
 */
export function DeleteUserDialog({
  user,
  onClose,
  fullScreen,
}: {
  user: TAdminUser | null;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [deleteUser, { isLoading }] = useDeleteAdminUserMutation();

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id).unwrap();
      notifySuccess(t('users.delete.deleted', { email: user.email }));
      onClose();
    } catch (error) {
      notifyError(actionErrorMessage(error, t('users.delete.failed')));
    }
  };

  return (
    <TypedDeleteConfirm
      opened={user !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      loading={isLoading}
      centered
      fullScreen={fullScreen}
      labels={{
        title: t('users.delete.title', { email: user?.email ?? '' }),
        instruction: t('users.delete.instruction'),
        input: t('users.delete.input'),
        cancel: t('users.delete.cancel'),
        confirm: t('users.delete.confirm'),
        close: t('users.delete.close'),
      }}
    />
  );
}
