import { Box, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { lazyWithRetry } from '@stol/ui';
import { Suspense } from 'react';
import type { TBarChartProps, TBarPoint } from './bar-chart-types';

// recharts (with d3 and its own Redux Toolkit, packages/config/rspack/charts-own-redux.mjs) is fetched when a
// chart first renders, not with the remote; retried when its load fails (issue 19 §1).
const BarChartDrawing = lazyWithRetry(() => import('./BarChartDrawing'));

/**
 * The back office's one small bar chart, shared by the screens of this remote (reports: the week by day;
 * analytics: walk-ins by hour). Sighted readers get the drawing, loaded lazily; screen readers get the same
 * figures as a table, which needs no chart library, so it is there at once whatever the drawing's load does.
 */
export function SmallBarChart<TRow extends object, TXKey extends keyof TRow & string>({
  data,
  xKey,
  yKey,
  label,
  xLabel,
  yLabel,
  formatX = String,
  formatTick = formatX,
  height = 160,
}: TBarChartProps<TRow, TXKey>) {
  const points: TBarPoint[] = data.map((row) => ({
    tick: formatTick(row[xKey]),
    label: formatX(row[xKey]),
    value: row[yKey] as number,
  }));
  return (
    <Box component="figure" m={0}>
      <Box aria-hidden="true" h={height} data-testid="bar-chart-drawing">
        <Suspense fallback={<Skeleton h={height} />}>
          <BarChartDrawing points={points} valueName={yLabel} height={height} />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>{label}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{xLabel}</Table.Th>
              <Table.Th scope="col">{yLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.label}>
                <Table.Th scope="row">{point.label}</Table.Th>
                <Table.Td>{point.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
