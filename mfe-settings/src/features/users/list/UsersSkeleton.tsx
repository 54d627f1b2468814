import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The list's first load: placeholder rows (or cards on a phone), announced politely. */
export function UsersSkeleton({ label, compact }: { label: string; compact: boolean }) {
  return (
    <Paper
      withBorder={!compact}
      radius="md"
      p={compact ? 0 : 'sm'}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="xs">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={compact ? 120 : 36} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
