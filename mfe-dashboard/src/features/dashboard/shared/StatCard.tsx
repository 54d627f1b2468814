import { Paper, Text } from '@mantine/core';
import { useId } from 'react';

/** One count with its label; a labelled group so the number is read together with what it counts. */
export function StatCard({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}
