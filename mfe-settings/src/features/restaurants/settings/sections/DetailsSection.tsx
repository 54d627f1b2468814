import { TextInput } from '@mantine/core';
import type { TRestaurantPatch } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { FieldGroup } from '../fields/FieldGroup';
import { TextArea } from '../../../../components/TextArea';
import { useDraftErrors } from '../fields/use-draft-errors';
import { fieldValue } from '../draft';
import type { SettingsSectionProps } from '../section-props';

const TEXT_FIELDS = ['address', 'coverImage', 'publicOrigin', 'publicPath'] as const;
const LONG_FIELDS = ['description', 'descriptionHr', 'descriptionEn'] as const;
type TOptionalField = (typeof TEXT_FIELDS)[number] | (typeof LONG_FIELDS)[number];

/** Name, address, cover image, descriptions and where the guest site lives. */
export function DetailsSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = useDraftErrors(restaurant, draft);
  const text = (field: TOptionalField) => fieldValue(restaurant, draft, field) ?? '';
  // An emptied optional field is stored as "none" (null), not as an empty string.
  const set = (field: TOptionalField, value: string) =>
    onDraftChange({ [field]: value.trim() === '' ? null : value } as TRestaurantPatch);
  return (
    <FieldGroup title={t('restaurants.settings.details.title')}>
      <TextInput
        label={t('restaurants.settings.details.name')}
        value={fieldValue(restaurant, draft, 'name') ?? ''}
        error={errorOf('name')}
        required
        onChange={(event) => onDraftChange({ name: event.currentTarget.value })}
      />
      {TEXT_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`restaurants.settings.details.${field}`)}
          value={text(field)}
          error={errorOf(field)}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      ))}
      {LONG_FIELDS.map((field) => (
        <TextArea
          key={field}
          label={t(`restaurants.settings.details.${field}`)}
          value={text(field)}
          error={errorOf(field)}
          rows={3}
          // The descriptions are longer text: each takes the full width of the section.
          style={{ gridColumn: '1 / -1' }}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      ))}
    </FieldGroup>
  );
}
