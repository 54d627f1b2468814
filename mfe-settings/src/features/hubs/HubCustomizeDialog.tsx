import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { TAdminHub, THubCustomize } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAdminHubMutation } from '../../api/hubs-api';
import { NAMESPACE } from '../../i18n/translations';
import { ColorField } from '../../components/ColorField';
import { TextArea } from '../../components/TextArea';
import { isColorOrEmpty, pickerColor } from './hub-colors';

type TColorField = 'hubHeadingTextColor' | 'hubSubheadingTextColor' | 'headerBackground';

/**
 * The hub's look on the public hub page (guest spec §2.13, issue 20 §5): title, description, heading colours,
 * header background and logo, saved with PATCH /admin/hubs onto every restaurant of the hub.
 */
export function HubCustomizeDialog({ hub, onClose }: { hub: TAdminHub; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [title, setTitle] = useState(hub.brandColors.hubTitle ?? '');
  const [description, setDescription] = useState(hub.brandColors.hubDescription ?? '');
  const [colors, setColors] = useState<Record<TColorField, string>>({
    hubHeadingTextColor: hub.brandColors.hubHeadingTextColor ?? '',
    hubSubheadingTextColor: hub.brandColors.hubSubheadingTextColor ?? '',
    headerBackground: pickerColor(hub.brandColors.headerBackground),
  });
  const [logo, setLogo] = useState(hub.hubLogo ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateAdminHubMutation();

  const invalid = (Object.keys(colors) as TColorField[]).filter((field) => !isColorOrEmpty(colors[field]));

  const onSave = async () => {
    if (invalid.length) return;
    const brandColors: THubCustomize['brandColors'] = {
      hubTitle: title.trim(),
      hubDescription: description.trim(),
    };
    // An empty colour is left out: the hub keeps what it had.
    for (const field of Object.keys(colors) as TColorField[])
      if (colors[field].trim()) brandColors[field] = colors[field].trim();
    setFailure(null);
    try {
      await save({ origin: hub.origin, brandColors, hubLogo: logo.trim() || null }).unwrap();
      notifySuccess(t('hubs.saved'));
      onClose();
    } catch (error) {
      const message = actionErrorMessage(error, t('hubs.saveFailed'));
      setFailure(message);
      notifyError(message);
    }
  };

  const colorInput = (field: TColorField, label: string) => (
    <ColorField
      label={label}
      value={colors[field]}
      onChange={(value) => setColors((current) => ({ ...current, [field]: value }))}
      error={invalid.includes(field) ? t('hubs.dialog.invalidColor') : undefined}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${t('hubs.dialog.title')}: ${hub.origin}`}
      size="lg"
      closeButtonProps={{ 'aria-label': t('hubs.dialog.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('hubs.dialog.hubTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextArea
          label={t('hubs.dialog.hubDescription')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          rows={3}
          resize="vertical"
        />
        {colorInput('hubHeadingTextColor', t('hubs.dialog.headingColor'))}
        {colorInput('hubSubheadingTextColor', t('hubs.dialog.subheadingColor'))}
        {colorInput('headerBackground', t('hubs.dialog.headerBackground'))}
        <TextInput
          type="url"
          label={t('hubs.dialog.logo')}
          value={logo}
          onChange={(e) => setLogo(e.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isLoading}>
            {t('hubs.dialog.cancel')}
          </Button>
          <Button onClick={onSave} loading={isLoading} disabled={invalid.length > 0}>
            {t('hubs.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
