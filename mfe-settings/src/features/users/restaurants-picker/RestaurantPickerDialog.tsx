import { Box, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TAdminUser } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAdminUserMutation } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';
import { savedMessage } from '../edit/saved-message';
import type { TRestaurantOptions } from '../user-form/use-restaurant-options';

/** From this many restaurants on, the picker offers a search field. */
const SEARCH_FROM = 8;

interface RestaurantPickerDialogProps {
  user: TAdminUser | null;
  onClose: () => void;
  restaurants: TRestaurantOptions;
  fullScreen: boolean;
}

/**
 * Guest spec §2.11's multi-restaurant picker for a manager: tick the restaurants they manage, Save sends only
 * restaurantIds and says how many they now have ('Saved. Manager now has N restaurant(s).', §8.2).
 */
export function RestaurantPickerDialog({
  user,
  onClose,
  restaurants,
  fullScreen,
}: RestaurantPickerDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('users.picker.title', { email: user.email }) : ''}
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ 'aria-label': t('users.edit.close') }}
    >
      {user ? <Picker key={user.id} user={user} onClose={onClose} restaurants={restaurants} /> : null}
    </Modal>
  );
}

function Picker({
  user,
  onClose,
  restaurants,
}: Omit<RestaurantPickerDialogProps, 'fullScreen'> & { user: TAdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const [selected, setSelected] = useState<string[]>(() => user.restaurantIds.map(String));
  const [search, setSearch] = useState('');
  const [updateUser, { isLoading }] = useUpdateAdminUserMutation();
  const needle = search.trim().toLocaleLowerCase();
  const shown = restaurants.options.filter((r) => r.name.toLocaleLowerCase().includes(needle));

  const save = async () => {
    try {
      const saved = await updateUser({
        id: user.id,
        patch: { restaurantIds: selected.map(Number) },
      }).unwrap();
      notifySuccess(savedMessage(saved, t));
      onClose();
    } catch (error) {
      notifyError(actionErrorMessage(error, t('users.edit.failed')));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('users.picker.description')}</Text>
      {restaurants.options.length >= SEARCH_FROM ? (
        <TextInput
          label={t('users.picker.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      ) : null}
      {restaurants.loading ? <Text size="sm">{t('users.fields.restaurantsLoading')}</Text> : null}
      {restaurants.failed ? (
        <Group gap="xs">
          <Text size="sm" role="alert">
            {t('users.restaurantsFailed')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={restaurants.retry}>
            {t('users.retry')}
          </Button>
        </Group>
      ) : null}
      <Checkbox.Group label={t('users.fields.restaurants')} value={selected} onChange={setSelected}>
        {/* A Box that scrolls, not ScrollArea: the shared @mantine/core copy gains no component. */}
        <Box mah={320} mt="xs" style={{ overflowY: 'auto' }}>
          <Stack gap="xs">
            {shown.map((restaurant) => (
              <Checkbox key={restaurant.id} value={String(restaurant.id)} label={restaurant.name} />
            ))}
            {needle && shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('users.picker.noMatch')}
              </Text>
            ) : null}
          </Stack>
        </Box>
      </Checkbox.Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('users.picker.selected', { count: selected.length })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('users.edit.cancel')}
        </Button>
        <Button loading={isLoading} onClick={() => void save()}>
          {t('users.edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
