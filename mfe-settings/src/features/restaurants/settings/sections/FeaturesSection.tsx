import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { FieldGroup } from '../fields/FieldGroup';
import { flagValue, type TFlagKey } from '../draft';
import type { SettingsSectionProps } from '../section-props';

const OTHER_OTP: Partial<Record<TFlagKey, TFlagKey>> = {
  enableOtp: 'enableEmailOtp',
  enableEmailOtp: 'enableOtp',
};
const FLAGS: TFlagKey[] = [
  'enableOtp',
  'enableEmailOtp',
  'enableEmailReminders',
  'enableSmsReminders',
  'enableReviewRequests',
];

/** Guest verification and the messages sent around a booking. Phone and email OTP exclude each other (§4). */
export function FeaturesSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const toggle = (flag: TFlagKey, on: boolean) => {
    const other = OTHER_OTP[flag];
    onDraftChange({ theme: { featureFlags: { [flag]: on, ...(on && other ? { [other]: false } : {}) } } });
  };
  return (
    <FieldGroup title={t('restaurants.settings.features.title')}>
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`restaurants.settings.features.${flag}`)}
          checked={flagValue(restaurant, draft, flag)}
          onChange={(event) => toggle(flag, event.currentTarget.checked)}
        />
      ))}
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('restaurants.settings.features.otpHint')}
      </Text>
    </FieldGroup>
  );
}
