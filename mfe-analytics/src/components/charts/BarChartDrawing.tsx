import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TBarPoint } from './bar-chart-types';

/**
 * The drawing of the shared small bar chart, with recharts. Loaded on demand by SmallBarChart (recharts, d3 and
 * recharts' own Redux Toolkit weigh more than the rest of the remote): only a screen part that shows a chart
 * fetches it. Hidden from screen readers: SmallBarChart gives them the same figures as a table.
 */
export default function BarChartDrawing({
  points,
  valueName,
  height,
}: {
  points: TBarPoint[];
  /** The tooltip's name for a value ('Reservations'). */
  valueName: string;
  height: number;
}) {
  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={points}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      // The keyboard layer would make the drawing an interactive 'application'; the table carries the figures.
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="tick" tickLine={false} fontSize={12} interval={0} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={40} />
      <Tooltip
        labelFormatter={(_tick, payload) => (payload[0]?.payload as TBarPoint | undefined)?.label ?? ''}
        cursor={{ fillOpacity: 0.1 }}
      />
      <Bar
        dataKey="value"
        name={valueName}
        fill="var(--mantine-primary-color-filled)"
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
