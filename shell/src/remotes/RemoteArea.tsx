import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRemoteName } from '@stol/contracts';
import { SHELL_NS } from '../i18n/shell-translations';
import { useRemoteRegistry } from './remote-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { TRemoteEntry } from './remote-types';
import type { RemoteRegistry } from './remote-registry';

/** Renders a remote's App at `basePath`, or a translated notice when it is not deployed or cannot load. */
export function RemoteArea({ remote, basePath }: { remote: TRemoteName; basePath: string }) {
  const registry = useRemoteRegistry();
  const entry = registry.entryOf(remote);
  if (!entry) return <NotDeployed />;
  return <DeployedRemote registry={registry} entry={entry} basePath={basePath} />;
}

function DeployedRemote({
  registry,
  entry,
  basePath,
}: {
  registry: RemoteRegistry;
  entry: TRemoteEntry;
  basePath: string;
}) {
  const [attempt, setAttempt] = useState(() => registry.attemptFor(entry.name));
  return (
    // A new key per attempt resets the boundary, so Retry renders (and loads) afresh.
    <RemoteErrorBoundary
      key={attempt}
      fallback={
        <Unavailable
          onShown={() => registry.failureShown(entry.name)}
          onRetry={() => setAttempt(attempt + 1)}
        />
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp registry={registry} entry={entry} attempt={attempt} basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteApp({
  registry,
  entry,
  attempt,
  basePath,
}: {
  registry: RemoteRegistry;
  entry: TRemoteEntry;
  attempt: number;
  basePath: string;
}) {
  // Suspends while loading; a rejection is thrown to the error boundary above.
  const remoteModule = use(registry.load(entry, attempt));
  return <remoteModule.default basePath={basePath} />;
}

function RemoteLoading() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t('remote.loading')}</Text>
      </Stack>
    </Center>
  );
}

function Unavailable({ onShown, onRetry }: { onShown: () => void; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  useEffect(onShown, [onShown]);
  return (
    <Alert role="alert" color="red" variant="light" m="md">
      {/* The notice is the page's content, so its title is the page's h1. */}
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h4">
          {t('remote.unavailable')}
        </Title>
        <Text size="sm">{t('remote.unavailableHint')}</Text>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </Stack>
    </Alert>
  );
}

function NotDeployed() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Alert role="status" color="gray" variant="light" m="md">
      <Title order={1} size="h4" mb="xs">
        {t('remote.notDeployed')}
      </Title>
      <Text size="sm">{t('remote.notDeployedHint')}</Text>
    </Alert>
  );
}
