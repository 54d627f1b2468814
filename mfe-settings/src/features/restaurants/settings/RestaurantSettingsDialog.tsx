import { Alert, Box, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TRestaurant, TRestaurantPatch, TSettingsPreview } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifySuccess } from '@stol/ui';
import { Fragment, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePreviewRestaurantSettingsMutation,
  useUpdateRestaurantSettingsMutation,
} from '../../../api/restaurants-api';
import { NAMESPACE } from '../../../i18n/translations';
import { PHONE_QUERY } from '../phone-query';
import { DialogFooter } from './DialogFooter';
import { isDraftEmpty, mergeDraft } from './draft';
import { PreviewAffected } from './PreviewAffected';
import { SETTINGS_SECTIONS } from './sections';
import { validateDraft } from './validate-draft';

/** The settings dialog of one restaurant (guest spec §2.12): full-screen on phones. */
export function RestaurantSettingsDialog({
  restaurant,
  onClose,
}: {
  restaurant: TRestaurant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={restaurant !== null}
      onClose={onClose}
      title={restaurant ? t('restaurants.settings.title', { name: restaurant.name }) : ''}
      fullScreen={phone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('restaurants.settings.close') }}
    >
      {/* Keyed and mounted only while open, so every opening starts from the saved settings. */}
      {restaurant ? <SettingsForm key={restaurant.id} restaurant={restaurant} onClose={onClose} /> : null}
    </Modal>
  );
}

function SettingsForm({ restaurant, onClose }: { restaurant: TRestaurant; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<TRestaurantPatch>({});
  const [preview, setPreview] = useState<TSettingsPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewChange, previewing] = usePreviewRestaurantSettingsMutation();
  const [update, saving] = useUpdateRestaurantSettingsMutation();

  const onDraftChange = useCallback((patch: TRestaurantPatch) => {
    setError(null);
    setDraft((current) => mergeDraft(current, patch));
  }, []);

  const save = async () => {
    try {
      await update({ id: restaurant.id, patch: draft }).unwrap();
      notifySuccess(t('restaurants.settings.saved'));
      onClose();
    } catch (failure) {
      setPreview(null);
      setError(actionErrorMessage(failure, t('restaurants.settings.failed')));
    }
  };

  // Save asks first what the change would strand; only an empty answer saves at once.
  const onSave = async () => {
    if (isDraftEmpty(draft)) return onClose();
    if (Object.keys(validateDraft(restaurant, draft)).length > 0)
      return setError(t('restaurants.settings.invalid'));
    try {
      const answer = await previewChange({ id: restaurant.id, body: draft }).unwrap();
      if (answer.affected.length > 0) return setPreview(answer);
    } catch (failure) {
      return setError(actionErrorMessage(failure, t('restaurants.settings.previewFailed')));
    }
    await save();
  };

  if (preview)
    return (
      <PreviewAffected
        preview={preview}
        saving={saving.isLoading}
        onSaveAnyway={() => void save()}
        onBack={() => setPreview(null)}
      />
    );

  return (
    <Stack gap="lg">
      {SETTINGS_SECTIONS.map(({ key, Section }, index) => (
        <Fragment key={key}>
          {/* A rule between sections; a Box, so the shared @mantine/core copy gains no component. */}
          {index > 0 ? (
            <Box role="separator" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} />
          ) : null}
          <Section restaurant={restaurant} draft={draft} onDraftChange={onDraftChange} />
        </Fragment>
      ))}
      <DialogFooter>
        {error ? (
          <Alert color="red" variant="light" role="alert" mb="sm" p="xs">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('restaurants.settings.cancel')}
          </Button>
          <Button onClick={() => void onSave()} loading={previewing.isLoading || saving.isLoading}>
            {t('restaurants.settings.save')}
          </Button>
        </Group>
      </DialogFooter>
    </Stack>
  );
}
