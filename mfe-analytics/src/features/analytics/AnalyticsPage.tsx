import { Stack, Title } from '@mantine/core';
import { canUseAnalytics } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { AccessDenied } from './AccessDenied';
import { AnalyticsScreen } from './AnalyticsScreen';

/**
 * /analytics (guest spec §2.15). The shell already keeps others out of the route; the same rule here
 * (canUseAnalytics) covers a remote mounted some other way, before any analytics call is made.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1}>{t('analytics.title')}</Title>
      {user && canUseAnalytics(user) ? <AnalyticsScreen /> : <AccessDenied />}
    </Stack>
  );
}
