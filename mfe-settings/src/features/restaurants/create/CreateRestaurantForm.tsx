import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { actionErrorMessage } from '@stol/platform';
import { notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateRestaurantMutation } from '../../../api/restaurants-api';
import { NAMESPACE } from '../../../i18n/translations';

const EMPTY = { name: '', address: '', publicOrigin: '', publicPath: '' };
type TField = keyof typeof EMPTY;

/** Superadmin's create form (guest spec §2.12, §5.2): name required, the rest optional and trimmed. */
export function CreateRestaurantForm() {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState(EMPTY);
  const [nameError, setNameError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateRestaurantMutation();

  const set = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameError(false);
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) return setNameError(true);
    // Optional fields left empty are not sent at all.
    const optional = (['address', 'publicOrigin', 'publicPath'] as const)
      .map((field) => [field, values[field].trim()] as const)
      .filter(([, value]) => value !== '');
    try {
      await create({ name, ...Object.fromEntries(optional) }).unwrap();
      notifySuccess(t('restaurants.create.created', { name }));
      setValues(EMPTY);
    } catch (error) {
      setFailure(actionErrorMessage(error, t('restaurants.create.failed')));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="create-restaurant-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="create-restaurant-title">
          {t('restaurants.create.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('restaurants.create.name')}
            value={values.name}
            required
            error={nameError ? t('restaurants.create.nameRequired') : undefined}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <TextInput
            label={t('restaurants.create.address')}
            value={values.address}
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          <TextInput
            label={t('restaurants.create.publicOrigin')}
            placeholder={t('restaurants.create.publicOriginHint')}
            value={values.publicOrigin}
            onChange={(event) => set('publicOrigin', event.currentTarget.value)}
          />
          <TextInput
            label={t('restaurants.create.publicPath')}
            placeholder={t('restaurants.create.publicPathHint')}
            value={values.publicPath}
            onChange={(event) => set('publicPath', event.currentTarget.value)}
          />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        <Stack gap="xs" align="flex-start">
          <Button type="submit" loading={creating.isLoading}>
            {t('restaurants.create.submit')}
          </Button>
          <Text size="sm">
            {t('restaurants.create.floorPlanHint')}{' '}
            <Anchor component={Link} to="/radmin">
              {t('restaurants.create.floorPlanLink')}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
