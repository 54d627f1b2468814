import { Checkbox } from '@mantine/core';
import { RESTAURANT_DEFAULTS } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { DraftNumberInput } from '../fields/DraftNumberInput';
import { FieldGroup } from '../fields/FieldGroup';
import { useDraftErrors } from '../fields/use-draft-errors';
import { flagValue } from '../draft';
import type { SettingsSectionProps } from '../section-props';

/** Whether guests may cancel themselves, and until how many hours before (1–168, default 6). */
export function SelfCancelSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = useDraftErrors(restaurant, draft);
  const enabled = flagValue(restaurant, draft, 'enableSelfCancel');
  const hours =
    draft.theme?.featureFlags?.selfCancelHours ??
    restaurant.theme.featureFlags?.selfCancelHours ??
    RESTAURANT_DEFAULTS.selfCancelHours;
  return (
    <FieldGroup title={t('restaurants.settings.selfCancel.title')}>
      <Checkbox
        label={t('restaurants.settings.selfCancel.enable')}
        checked={enabled}
        onChange={(event) =>
          onDraftChange({ theme: { featureFlags: { enableSelfCancel: event.currentTarget.checked } } })
        }
      />
      <DraftNumberInput
        label={t('restaurants.settings.selfCancel.hours')}
        value={hours}
        disabled={!enabled}
        error={errorOf('theme.featureFlags.selfCancelHours')}
        onValue={(value) => onDraftChange({ theme: { featureFlags: { selfCancelHours: value } } })}
      />
    </FieldGroup>
  );
}
