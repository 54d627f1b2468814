import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isCreatableRole, type TAdminUser } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAdminUserMutation } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';
import { LanguageField } from '../user-form/LanguageField';
import { RestaurantField } from '../user-form/RestaurantField';
import { RoleFields } from '../user-form/RoleFields';
import type { TRestaurantOptions } from '../user-form/use-restaurant-options';
import {
  fromUser,
  toUpdateBody,
  validateUserForm,
  type TUserFormErrors,
  type TUserFormValues,
} from '../user-form/user-form-values';
import { savedMessage } from './saved-message';

interface EditUserDialogProps {
  user: TAdminUser | null;
  onClose: () => void;
  restaurants: TRestaurantOptions;
  fullScreen: boolean;
}

/** Guest spec §2.11's edit dialog: every field of the add form; the password is sent only when filled (§5.4). */
export function EditUserDialog({ user, onClose, restaurants, fullScreen }: EditUserDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('users.edit.title', { email: user.email }) : ''}
      fullScreen={fullScreen}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('users.edit.close') }}
    >
      {/* Mounted while open only: each opening starts from the user as stored, with an empty password. */}
      {user ? <EditUserForm key={user.id} user={user} onClose={onClose} restaurants={restaurants} /> : null}
    </Modal>
  );
}

function EditUserForm({
  user,
  onClose,
  restaurants,
}: Omit<EditUserDialogProps, 'fullScreen'> & { user: TAdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<TUserFormValues>(() => fromUser(user));
  const [errors, setErrors] = useState<TUserFormErrors>({});
  const [updateUser, { isLoading }] = useUpdateAdminUserMutation();
  const assignable = isCreatableRole(user.role);

  const roleChanged = assignable && values.role !== user.role;
  const change = (next: TUserFormValues) => {
    setValues(next);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateUserForm(values, { requireRestaurant: roleChanged });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await updateUser({ id: user.id, patch: toUpdateBody(values, user) }).unwrap();
      notifySuccess(savedMessage(saved, t));
      onClose();
    } catch (error) {
      notifyError(actionErrorMessage(error, t('users.edit.failed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('users.fields.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          data-autofocus
          value={values.email}
          error={errors.email ? t(`users.validation.${errors.email}`) : undefined}
          onChange={(event) => change({ ...values, email: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('users.fields.newPassword')}
          description={t('users.fields.newPasswordHint')}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change({ ...values, password: event.currentTarget.value })}
        />
        {assignable ? (
          <>
            <RoleFields values={values} onChange={change} />
            <RestaurantField
              values={values}
              onChange={change}
              restaurants={restaurants}
              errors={errors}
              required={roleChanged}
            />
          </>
        ) : (
          <Text size="sm">
            {t('users.fields.role')}: {t(`users.roles.${user.role}`)}
          </Text>
        )}
        <LanguageField value={values.language} onChange={(language) => change({ ...values, language })} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('users.edit.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('users.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
