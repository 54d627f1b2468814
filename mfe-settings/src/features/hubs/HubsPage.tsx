import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAdminHub } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAdminHubsQuery } from '../../api/hubs-api';
import { NAMESPACE } from '../../i18n/translations';
import { HubCustomizeDialog } from './HubCustomizeDialog';
import { BulletItem, BulletList } from '../../components/BulletList';

/** /hubs (guest spec §2.13, §4; issue 20 §5): detected hubs, their restaurants and a customize dialog. */
export function HubsPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const superadmin = user?.role === 'superadmin';
  const hubs = useListAdminHubsQuery(undefined, { skip: !superadmin });
  const [customizing, setCustomizing] = useState<TAdminHub | null>(null);

  if (!superadmin)
    return (
      <Stack gap="md">
        <Title order={1}>{t('hubs.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {t('hubs.accessDenied')}
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('hubs.title')}</Title>
      <Text c="dimmed">{t('hubs.intro')}</Text>
      {hubs.isLoading ? (
        <LoadingState label={t('hubs.loading')} />
      ) : hubs.isError ? (
        <ErrorState
          message={errorMessage(hubs.error, t('hubs.loadFailed'))}
          onRetry={hubs.refetch}
          retryLabel={t('hubs.retry')}
        />
      ) : !hubs.data?.hubs.length ? (
        <EmptyState message={t('hubs.empty')} />
      ) : (
        hubs.data.hubs.map((hub) => (
          <HubCard key={hub.origin} hub={hub} onCustomize={() => setCustomizing(hub)} />
        ))
      )}
      {customizing && <HubCustomizeDialog hub={customizing} onClose={() => setCustomizing(null)} />}
    </Stack>
  );
}

function HubCard({ hub, onCustomize }: { hub: TAdminHub; onCustomize: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper withBorder p="md" component="section" aria-label={hub.origin}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {hub.brandColors.hubTitle || hub.origin}
          </Title>
          {hub.brandColors.hubTitle && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {hub.origin}
            </Text>
          )}
        </Stack>
        <Button
          variant="light"
          onClick={onCustomize}
          aria-label={t('hubs.customizeHub', { origin: hub.origin })}
        >
          {t('hubs.customize')}
        </Button>
      </Group>
      <BulletList mt="sm" aria-label={t('hubs.restaurants', { origin: hub.origin })}>
        {hub.restaurants.map((restaurant) => (
          <BulletItem key={restaurant.id}>
            <Text span fw={500}>
              {restaurant.name}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {restaurant.publicPath || t('hubs.noPath')}
            </Text>{' '}
            {/* In the text colour: Mantine's teal and orange do not reach AA on white at this size. */}
            <Text span size="sm" fw={600}>
              {t(`hubs.status.${restaurant.status}`)}
            </Text>
          </BulletItem>
        ))}
      </BulletList>
    </Paper>
  );
}
