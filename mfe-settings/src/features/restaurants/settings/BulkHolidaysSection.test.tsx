import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPreviewAffected, TSettingsPreview } from '@stol/contracts';
import { API, aRestaurant } from '@stol/platform/testing';
import { delay, http, HttpResponse } from 'msw';
import { setupApiServer } from '../../../test/msw';
import { renderSection } from '../../../test/section';
import { BulkHolidaysSection } from './BulkHolidaysSection';

const server = setupApiServer();
const restaurant = aRestaurant({ id: 3 });

const booking = (
  id: number,
  start: string,
  date: string,
  { kind = 'reservation', reason = 'closed_day' }: Partial<Pick<TPreviewAffected, 'kind' | 'reason'>> = {},
): TPreviewAffected => ({ kind, id, start, date, tableNumber: 4, guests: 2, name: 'Ana Horvat', reason });

/** Answers the preview with `preview` and the bulk with `bulkStatus`; records both bodies. */
function recordCalls(preview: TSettingsPreview, bulkStatus = 200, bulkBody: object = { ok: true }) {
  const calls = { preview: [] as unknown[], bulk: [] as unknown[] };
  server.use(
    http.post(`${API}/restaurants/3/preview`, async ({ request }) => {
      calls.preview.push(await request.json());
      return HttpResponse.json(preview);
    }),
    http.post(`${API}/restaurants/3/special-hours/bulk`, async ({ request }) => {
      calls.bulk.push(await request.json());
      return HttpResponse.json(bulkBody, { status: bulkStatus });
    }),
  );
  return calls;
}

async function fillDates(start = '2026-12-24', end = '2026-12-26') {
  await userEvent.type(screen.getByLabelText('Start date'), start);
  await userEvent.type(screen.getByLabelText('End date'), end);
}

describe('BulkHolidaysSection', () => {
  it('starts closed with 11–21 disabled, and keeps Apply disabled until both dates are set', async () => {
    renderSection(BulkHolidaysSection, { restaurant });
    expect(screen.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Opens at (hour)' })).toHaveValue('11');
    expect(screen.getByRole('textbox', { name: 'Opens at (hour)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Closes at (hour)' })).toHaveValue('21');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Start date'), '2026-12-24');
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('End date'), '2026-12-26');
    expect(apply).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    expect(screen.getByRole('textbox', { name: 'Opens at (hour)' })).toBeEnabled();
  });

  it('waits for unsaved special-hours edits to be saved first, so Save cannot overwrite what a bulk applied', async () => {
    renderSection(BulkHolidaysSection, {
      restaurant,
      draft: { specialHours: { '2026-12-31': { closed: true } } },
    });
    await fillDates();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByText(/Save your special-hours changes first/)).toBeVisible();
  });

  it('refuses an end date before the start date', async () => {
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates('2026-12-24', '2026-12-20');
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('previews first and, when bookings are affected, names them per day with a link and waits for Apply anyway', async () => {
    const calls = recordCalls({
      affected: [
        booking(1, '2026-12-24T18:00:00Z', '2026-12-24'),
        booking(2, '2026-12-24T19:30:00Z', '2026-12-24'),
        booking(3, '2026-12-25T12:00:00Z', '2026-12-25', { kind: 'large_party' }),
      ],
      days: [],
    });
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText(/2 reservations on 24\.12\. fall on a day you are closing/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/1 large-party request on 25\.12\. falls on a day you are closing/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View reservations of 24.12.' })).toHaveAttribute(
      'href',
      '/reservations?date=2026-12-24&restaurantId=3',
    );
    expect(calls.preview).toEqual([
      { bulk: { action: 'add', startDate: '2026-12-24', endDate: '2026-12-26', closed: true } },
    ]);
    expect(calls.bulk).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Special hours updated.')).toBeInTheDocument();
    expect(calls.bulk).toEqual([
      { action: 'add', startDate: '2026-12-24', endDate: '2026-12-26', closed: true },
    ]);
  });

  it('says "outside the new hours" for open special hours, and Cancel applies nothing', async () => {
    const calls = recordCalls({
      affected: [booking(1, '2026-12-24T20:00:00Z', '2026-12-24', { reason: 'outside_hours' })],
      days: [],
    });
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(/1 reservation on 24\.12\. falls outside the new hours/),
    ).toBeInTheDocument();
    expect(calls.preview[0]).toEqual({
      bulk: {
        action: 'add',
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        closed: false,
        openHour: 11,
        closeHour: 21,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/falls outside/)).not.toBeInTheDocument();
    expect(calls.bulk).toEqual([]);
  });

  it('applies at once when nothing is affected, and Apply is disabled while the request is in flight', async () => {
    const calls = { bulk: 0 };
    server.use(
      http.post(`${API}/restaurants/3/preview`, () => HttpResponse.json({ affected: [], days: [] })),
      http.post(`${API}/restaurants/3/special-hours/bulk`, async () => {
        calls.bulk += 1;
        await delay(150);
        return HttpResponse.json({ ok: true });
      }),
    );
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'remove');
    expect(screen.getByRole('checkbox', { name: 'Closed' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.bulk).toBe(1));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(await screen.findByText('Special hours updated.')).toBeInTheDocument();
  });

  it("shows the server's text when the bulk change is refused", async () => {
    recordCalls({ affected: [], days: [] }, 400, {
      error: 'The range may span at most 366 days',
      code: 'BAD_INPUT',
    });
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The range may span at most 366 days')).toBeInTheDocument();
  });

  it('asks before applying when the preview itself fails', async () => {
    const calls = { bulk: 0 };
    server.use(
      http.post(`${API}/restaurants/3/preview`, () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
      http.post(`${API}/restaurants/3/special-hours/bulk`, () => {
        calls.bulk += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderSection(BulkHolidaysSection, { restaurant });
    await fillDates();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(calls.bulk).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Apply anyway' }));
    await waitFor(() => expect(calls.bulk).toBe(1));
  });
});
