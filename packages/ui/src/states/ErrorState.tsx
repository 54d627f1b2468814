import { Alert, Button, Group, Text } from '@mantine/core';

interface ErrorStateProps {
  message: string;
  /** When given, a retry button calls it (e.g. an RTK Query `refetch`). */
  onRetry?: () => void;
  /** Translated label of the retry button. */
  retryLabel?: string;
}

/** A failed load: the message as an alert, optionally with a retry button. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Alert role="alert" color="red" variant="light" my="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
