import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaAttemptContext, nextAreaAttempt } from '../lazy/area-attempt';
import { UI_NAMESPACE } from './ui-translations';

interface TProps {
  children: ReactNode;
  /** Names the area in the console, so a report says which part failed. */
  name: string;
  /** Replaces the default notice (e.g. the shell's own, with a heading); gets the retry. */
  fallback?: (retry: () => void) => ReactNode;
  /** A failed area tries again when this changes (e.g. the path: going elsewhere is a fresh start). */
  resetKey?: unknown;
}

interface TState {
  failed: boolean;
  /** A new token per retry: the key mounts the area afresh, and its lazy chunks load again (lazyWithRetry). */
  attempt: number;
}

/**
 * Issue 19 §1: a failure inside one area (a chunk or stylesheet that did not load, a render error) shows a notice
 * with Try again in that area only; the rest of the page, and its data, stay. When the browser comes back online
 * a failed area tries again by itself.
 */
export class AreaBoundary extends Component<TProps, TState> {
  override state: TState = { failed: false, attempt: nextAreaAttempt() };

  static getDerivedStateFromError(): Partial<TState> {
    return { failed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: TProps): void {
    if (previous.resetKey !== this.props.resetKey) this.retry();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The area "${this.props.name}" failed`, error, info.componentStack);
  }

  retry = (): void => {
    if (this.state.failed) this.setState({ failed: false, attempt: nextAreaAttempt() });
  };

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback ? this.props.fallback(this.retry) : <AreaFailed onRetry={this.retry} />;
    return (
      <AreaAttemptContext.Provider key={this.state.attempt} value={this.state.attempt}>
        {this.props.children}
      </AreaAttemptContext.Provider>
    );
  }
}

function AreaFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Alert role="alert" color="red" variant="light" my="md" data-testid="area-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {t('areaFailed')}
        </Text>
        <Text size="sm">{t('areaFailedHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
