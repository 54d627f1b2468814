import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { FieldGroup } from '../fields/FieldGroup';
import { flagValue } from '../draft';
import type { SettingsSectionProps } from '../section-props';

/** Which confirmations a guest receives after booking. */
export function ConfirmationSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FieldGroup title={t('restaurants.settings.confirmation.title')}>
      <Checkbox
        label={t('restaurants.settings.confirmation.email')}
        checked={flagValue(restaurant, draft, 'enableEmailConfirmation')}
        onChange={(event) =>
          onDraftChange({ theme: { featureFlags: { enableEmailConfirmation: event.currentTarget.checked } } })
        }
      />
      <Checkbox
        label={t('restaurants.settings.confirmation.sms')}
        checked={flagValue(restaurant, draft, 'enableSmsConfirmation')}
        onChange={(event) =>
          onDraftChange({ theme: { featureFlags: { enableSmsConfirmation: event.currentTarget.checked } } })
        }
      />
    </FieldGroup>
  );
}
