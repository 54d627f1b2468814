import { Text } from '@mantine/core';

/** "Nothing here" message (e.g. 'No reservations'), announced as a status. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Text role="status" c="dimmed" ta="center" py="xl">
      {message}
    </Text>
  );
}
