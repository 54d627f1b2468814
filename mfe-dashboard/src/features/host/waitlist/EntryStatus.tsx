import { Stack, Text } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

const DELIVERY_COLOUR = { queued: 'dimmed', sent: 'teal.9', recorded: 'dimmed', failed: 'red.9' } as const;

/** Waiting, or notified at HH:mm (Zagreb) with where the "table ready" message stands. */
export function EntryStatus({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation(NAMESPACE);
  if (entry.status !== 'notified' || !entry.notifiedAt) return <>{t('host.waitlist.status.waiting')}</>;
  return (
    <Stack gap={0}>
      <Text size="sm">
        {t('host.waitlist.status.notified', { time: formatZagreb(entry.notifiedAt, 'HH:mm') })}
      </Text>
      {entry.notifyDelivery && (
        <Text size="sm" c={DELIVERY_COLOUR[entry.notifyDelivery]} data-delivery={entry.notifyDelivery}>
          {t(`host.waitlist.delivery.${entry.notifyDelivery}`)}
        </Text>
      )}
    </Stack>
  );
}
