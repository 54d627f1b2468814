import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { FieldGroup } from '../fields/FieldGroup';
import { useDraftErrors } from '../fields/use-draft-errors';
import { notificationValue } from '../draft';
import type { SettingsSectionProps } from '../section-props';

const FIELDS = ['emailFrom', 'smsFrom', 'emailSubject'] as const;

/** The sender names and the email subject (the templates are their own section). */
export function NotificationsSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = useDraftErrors(restaurant, draft);
  return (
    <FieldGroup title={t('restaurants.settings.notifications.title')} columns={3}>
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`restaurants.settings.notifications.${field}`)}
          value={notificationValue(restaurant, draft, field)}
          error={errorOf(`theme.notifications.${field}`)}
          onChange={(event) =>
            onDraftChange({ theme: { notifications: { [field]: event.currentTarget.value } } })
          }
        />
      ))}
    </FieldGroup>
  );
}
