import { Modal, SimpleGrid, Text } from '@mantine/core';
import type { TReturningGuest } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useAnalyticsFormat } from '../shared/format';

/** Guest spec §2.15's guest details dialog: the returning-guest aggregate (§3) of one phone. */
export function GuestDetailsDialog({
  guest,
  onClose,
}: {
  guest: TReturningGuest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const rows = guest
    ? [
        [t('analytics.returning.name'), guest.name],
        [t('analytics.returning.phone'), guest.phone],
        [t('analytics.returning.email'), guest.email ?? t('analytics.returning.noEmail')],
        [t('analytics.returning.visits'), String(guest.visitCount)],
        [t('analytics.returning.firstVisit'), format.dateTime(guest.firstVisit)],
        [t('analytics.returning.lastVisit'), format.dateTime(guest.lastVisit)],
      ]
    : [];
  return (
    <Modal
      opened={guest !== null}
      onClose={onClose}
      title={t('analytics.returning.detailsTitle')}
      closeButtonProps={{ 'aria-label': t('analytics.close') }}
    >
      <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Text component="dt" c="dimmed" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
