import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The list's first load: placeholder rows or cards in the shape of what is coming, announced politely. */
export function ListSkeleton({ label, compact }: { label: string; compact: boolean }) {
  return (
    <Paper
      withBorder={!compact}
      radius="md"
      p={compact ? 0 : 'sm'}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="reservations-skeleton"
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={22} width="40%" mb="sm" />
      <Stack gap="xs">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={compact ? 92 : 36} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
