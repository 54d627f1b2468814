import { Stack, Text } from '@mantine/core';

/**
 * One figure of a report card, inside the card's <dl>: its name (dt) then its value (dd) for screen readers,
 * shown value first and large (flex order).
 */
export function ReportFigure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed" style={{ order: 1 }}>
        {label}
      </Text>
      <Text component="dd" m={0} fz={28} fw={700} lh={1.2} style={{ order: 0 }}>
        {value}
      </Text>
    </Stack>
  );
}
