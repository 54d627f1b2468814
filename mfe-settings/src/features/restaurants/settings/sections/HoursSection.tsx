import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { DraftNumberInput } from '../fields/DraftNumberInput';
import { FieldGroup } from '../fields/FieldGroup';
import { useDraftErrors } from '../fields/use-draft-errors';
import { fieldValue } from '../draft';
import type { SettingsSectionProps } from '../section-props';

const FIELDS = [
  'openHour',
  'closeHour',
  'intervalMin',
  'defaultDurationMin',
  'bufferMin',
  'noShowGraceMin',
] as const;

/** Opening hours and the booking grid (guest spec §5.2 ranges). */
export function HoursSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = useDraftErrors(restaurant, draft);
  return (
    <FieldGroup title={t('restaurants.settings.hours.title')} columns={3}>
      {FIELDS.map((field) => (
        <DraftNumberInput
          key={field}
          label={t(`restaurants.settings.hours.${field}`)}
          value={fieldValue(restaurant, draft, field)}
          error={errorOf(field)}
          onValue={(value) => onDraftChange({ [field]: value })}
        />
      ))}
    </FieldGroup>
  );
}
