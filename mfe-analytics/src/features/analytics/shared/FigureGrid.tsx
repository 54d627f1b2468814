import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TFigure {
  label: string;
  value: ReactNode;
  /** e.g. a details button under the figure. */
  extra?: ReactNode;
}

/**
 * A row of named figures (no-shows, walk-ins, the heatmap's summary): a description list, so each number is read
 * with its label. Two columns on a phone, up to four on a desktop.
 */
export function FigureGrid({ figures }: { figures: readonly TFigure[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          {/* The button goes inside the dd: a <dl> may hold only dt/dd groups (axe definition-list). */}
          <Box component="dd" m={0}>
            <Text fz="xl" fw={700}>
              {figure.value}
            </Text>
            {figure.extra}
          </Box>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
