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
      {/* Wraps on narrow screens: side by side, a long message squeezed the button until its label was cut
          ('Pokušaj ponovno' at 390 px). The button keeps its width and drops below the message instead. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" style={{ flex: '1 1 14rem' }}>
          {message}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry} style={{ flexShrink: 0 }}>
            {retryLabel}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
