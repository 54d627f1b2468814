import { aUser } from '@stol/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPart } from '../../test/render-part';
import { SmallBarChart } from './SmallBarChart';

/** The lazily loaded drawing has replaced its placeholder (lets the test end with React settled). */
const drawingLoaded = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('.recharts-wrapper')).not.toBeNull());

const WEEK = [
  { date: '2026-11-23', total: 4 },
  { date: '2026-11-24', total: 0 },
  { date: '2026-11-25', total: 11 },
];

describe('SmallBarChart', () => {
  it('loads the drawing on demand, in place of a placeholder', async () => {
    const { container } = renderPart(
      <SmallBarChart data={WEEK} xKey="date" yKey="total" label="Week" xLabel="Day" yLabel="Count" />,
      aUser({ role: 'staff', language: 'en' }),
    );
    const drawing = screen.getByTestId('bar-chart-drawing');
    expect(drawing.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    await drawingLoaded(container);
    expect(drawing.querySelector('.mantine-Skeleton-root')).toBeNull();
  });

  it('gives screen readers the figures as a captioned table, written as the screen writes them', async () => {
    const { container } = renderPart(
      <SmallBarChart
        data={WEEK}
        xKey="date"
        yKey="total"
        formatX={(day) => `day ${day}`}
        formatTick={(day) => day.slice(8)}
        label="Reservations per day"
        xLabel="Day"
        yLabel="Reservations"
      />,
      aUser({ role: 'staff', language: 'en' }),
    );
    const table = screen.getByRole('table', { name: 'Reservations per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Reservations']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['day 2026-11-23', '4'],
      ['day 2026-11-24', '0'],
      ['day 2026-11-25', '11'],
    ]);
    await drawingLoaded(container);
  });

  it('keeps the drawing away from screen readers (the table says the same)', async () => {
    const { container } = renderPart(
      <SmallBarChart data={WEEK} xKey="date" yKey="total" label="Week" xLabel="Day" yLabel="Count" />,
      aUser({ role: 'staff', language: 'en' }),
    );
    await drawingLoaded(container);
    expect(screen.getByTestId('bar-chart-drawing')).toHaveAttribute('aria-hidden', 'true');
  });
});
