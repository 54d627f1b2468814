import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * The shape of the counts while they load for the first time: `cards` stat cards (and, for a manager, a row
 * of restaurant cards), announced as one polite status with `label`.
 */
export function StatsSkeleton({
  label,
  cards = 2,
  restaurants = 0,
}: {
  label: string;
  cards?: number;
  restaurants?: number;
}) {
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-busy="true" data-testid="stats-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <Paper key={i} withBorder p="md" radius="md">
            <Skeleton height={14} width="55%" mb="sm" />
            <Skeleton height={32} width={56} />
          </Paper>
        ))}
      </SimpleGrid>
      {restaurants > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-hidden="true">
          {Array.from({ length: restaurants }, (_, i) => (
            <Paper key={i} withBorder p="md" radius="md">
              <Skeleton height={20} width="60%" mb="md" />
              <Skeleton height={12} width="80%" mb="xs" />
              <Skeleton height={24} width={40} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
