import { Alert } from '@mantine/core';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** 'Offline since HH:mm' (Zagreb time) over the last data the kiosk and the day view still show (issue 19 §1). */
export function OfflineBanner({ since }: { since: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (since === null) return null;
  return (
    <Alert color="orange" variant="filled" role="status" fz="lg" data-testid="offline-banner">
      {t('host.offline', { time: formatZagreb(since, 'HH:mm') })}
    </Alert>
  );
}
