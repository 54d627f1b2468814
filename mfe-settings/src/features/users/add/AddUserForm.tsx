import { Button, Collapse, Group, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAdminUserMutation } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';
import { LanguageField } from '../user-form/LanguageField';
import { RestaurantField } from '../user-form/RestaurantField';
import { RoleFields } from '../user-form/RoleFields';
import type { TRestaurantOptions } from '../user-form/use-restaurant-options';
import {
  emptyUserForm,
  toCreateBody,
  validateUserForm,
  type TUserFormErrors,
  type TUserFormValues,
} from '../user-form/user-form-values';

/** Invitation toasts stay a little longer than the default: they name the address to check. */
const INVITED_TOAST_MS = 6000;

/**
 * The add form (guest spec §2.11, issue 20 §2): without a password the new user is invited by email, which the
 * submit button says before it is pressed. Failures are shown (DESIGN §7), and the form keeps what was typed. On a
 * phone the form starts folded, so the users are on the first screen.
 */
export function AddUserForm({ restaurants, compact }: { restaurants: TRestaurantOptions; compact: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [unfolded, setUnfolded] = useState(false);
  const [values, setValues] = useState<TUserFormValues>(emptyUserForm);
  const [errors, setErrors] = useState<TUserFormErrors>({});
  const [createUser, { isLoading }] = useCreateAdminUserMutation();
  const invites = values.password === '';

  const change = (next: TUserFormValues) => {
    setValues(next);
    setErrors((current) => withoutTouched(current, values, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateUserForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const created = await createUser(toCreateBody(values)).unwrap();
      if (invites) notifySuccess(t('users.add.invited', { email: created.email }), INVITED_TOAST_MS);
      else notifySuccess(t('users.add.added', { email: created.email }));
      setValues(emptyUserForm());
    } catch (error) {
      notifyError(actionErrorMessage(error, t('users.add.failed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-user-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="add-user-title">
          {t('users.add.title')}
        </Title>
        {compact ? (
          <Button
            variant="light"
            size="compact-sm"
            aria-expanded={unfolded}
            aria-controls="add-user-form"
            onClick={() => setUnfolded((open) => !open)}
          >
            {unfolded ? t('users.add.hide') : t('users.add.show')}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={!compact || unfolded} id="add-user-form">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          style={{ paddingTop: 'var(--mantine-spacing-sm)' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={t('users.fields.email')}
              type="email"
              autoComplete="off"
              withAsterisk
              value={values.email}
              error={errors.email ? t(`users.validation.${errors.email}`) : undefined}
              onChange={(event) => change({ ...values, email: event.currentTarget.value })}
            />
            <RoleFields values={values} onChange={change} />
            <RestaurantField
              values={values}
              onChange={change}
              restaurants={restaurants}
              errors={errors}
              required
            />
            <LanguageField value={values.language} onChange={(language) => change({ ...values, language })} />
            <PasswordInput
              label={t('users.fields.password')}
              description={t('users.fields.passwordHint')}
              // The hint under the field: the fields of a row stay aligned.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => change({ ...values, password: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={isLoading}>
              {invites ? t('users.add.submitInvite') : t('users.add.submit')}
            </Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}

/** A field's message goes once the field changes (a role change replaces the restaurant fields); others stay. */
function withoutTouched(
  errors: TUserFormErrors,
  before: TUserFormValues,
  after: TUserFormValues,
): TUserFormErrors {
  const roleChanged = before.role !== after.role;
  const kept = { ...errors };
  if (before.email !== after.email) delete kept.email;
  if (roleChanged || before.restaurantId !== after.restaurantId) delete kept.restaurantId;
  if (roleChanged || before.restaurantIds !== after.restaurantIds) delete kept.restaurantIds;
  return kept;
}
