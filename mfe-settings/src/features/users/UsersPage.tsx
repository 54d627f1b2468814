import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAdminUser } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { AddUserForm } from './add/AddUserForm';
import { DeleteUserDialog } from './delete/DeleteUserDialog';
import { EditUserDialog } from './edit/EditUserDialog';
import { restaurantsText } from './list/restaurants-text';
import { useResendInvite } from './list/use-resend-invite';
import { UsersList } from './list/UsersList';
import type { TUserRowActions } from './list/user-row-props';
import { RestaurantPickerDialog } from './restaurants-picker/RestaurantPickerDialog';
import { useRestaurantOptions } from './user-form/use-restaurant-options';

/** Mantine's `sm` breakpoint: below it the table becomes cards and the dialogs fill the screen. */
const PHONE_QUERY = '(max-width: 48em)';

type TOpenDialog = { kind: 'edit' | 'restaurants' | 'delete'; user: TAdminUser } | null;

/** /users, superadmin only (guest spec §2.11, issue 20 §2): the add form, the users, and their dialogs. */
export function UsersPage() {
  const { t } = useTranslation(NAMESPACE);
  const currentUser = useCurrentUser();
  const compact = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const restaurants = useRestaurantOptions();
  const { resend, resendingId } = useResendInvite();
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const close = () => setDialog(null);
  const userFor = (kind: NonNullable<TOpenDialog>['kind']) => (dialog?.kind === kind ? dialog.user : null);

  const actions: TUserRowActions = {
    currentUserId: currentUser?.id,
    restaurantsOf: (user) => restaurantsText(user, restaurants.nameOf, t),
    onEdit: (user) => setDialog({ kind: 'edit', user }),
    onPickRestaurants: (user) => setDialog({ kind: 'restaurants', user }),
    onResendInvite: resend,
    resendingId,
    onDelete: (user) => setDialog({ kind: 'delete', user }),
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('users.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('users.intro')}
        </Text>
      </div>
      <AddUserForm restaurants={restaurants} compact={compact} />
      <UsersList actions={actions} compact={compact} />
      <EditUserDialog user={userFor('edit')} onClose={close} restaurants={restaurants} fullScreen={compact} />
      <RestaurantPickerDialog
        user={userFor('restaurants')}
        onClose={close}
        restaurants={restaurants}
        fullScreen={compact}
      />
      <DeleteUserDialog user={userFor('delete')} onClose={close} fullScreen={compact} />
    </Stack>
  );
}
