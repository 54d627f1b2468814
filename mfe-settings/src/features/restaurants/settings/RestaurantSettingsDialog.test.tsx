import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TPreviewAffected, TSettingsPreview } from '@stol/contracts';
import { API, aRestaurant, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { restaurantsServer } from '../../../test/restaurants-server';

const server = setupApiServer();

const manager = aUser({
  id: 2,
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1],
});

const konoba = aRestaurant({
  id: 1,
  name: 'Konoba Mate',
  openHour: 11,
  closeHour: 21,
  floorplan: { largePartyFrom: 7, largePartyTo: 20 },
  theme: {
    featureFlags: { enableOtp: true, enableEmailOtp: false, enableSelfCancel: true, selfCancelHours: 12 },
    notifications: { emailFrom: 'konoba@example.com' },
  },
});

const NO_EFFECT: TSettingsPreview = { affected: [], days: [] };

/** The settings API of one restaurant: preview answers `preview`, PATCH answers `patchAnswer`; both recorded. */
function settingsServer({
  preview = () => HttpResponse.json(NO_EFFECT),
  patch = () => HttpResponse.json(konoba),
}: { preview?: () => Response; patch?: () => Response } = {}) {
  const api = restaurantsServer([konoba]);
  const previews: unknown[] = [];
  const patches: unknown[] = [];
  server.use(
    ...api.handlers,
    // The History section loads the restaurant's changes when the dialog opens.
    http.get(`${API}/restaurants/1/history`, () => HttpResponse.json({ entries: [] })),
    http.post(`${API}/restaurants/1/preview`, async ({ request }) => {
      previews.push(await request.json());
      return preview();
    }),
    http.patch(`${API}/restaurants/1`, async ({ request }) => {
      patches.push(await request.json());
      return patch();
    }),
  );
  return { previews, patches };
}

async function openSettings(
  user = manager,
  edit = 'Edit settings of Konoba Mate',
  title = 'Settings: Konoba Mate',
) {
  renderApp({ user, mountPath: '/restaurants', mantineEnv: 'test' });
  await userEvent.click(await screen.findByRole('button', { name: edit }));
  return screen.findByRole('dialog', { name: title });
}

/** Sets a text field in one change. */
async function setText(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByRole('textbox', { name: label });
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

/** Sets a number field in one change (typing key by key re-renders the whole dialog each time: slow). */
async function setNumber(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByRole('textbox', { name: label });
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

const affected = (overrides: Partial<TPreviewAffected>): TPreviewAffected => ({
  kind: 'reservation',
  id: 1,
  start: '2026-12-24T18:00:00.000Z',
  date: '2026-12-24',
  tableNumber: 4,
  guests: 2,
  name: 'Ana Horvat',
  reason: 'closed_day',
  ...overrides,
});

describe('Restaurant settings dialog', () => {
  it('shows the sections in the spec’s order with the saved values', async () => {
    settingsServer();
    const dialog = await openSettings();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Hours',
      'Service',
      'Large parties',
      'Details',
      'Features',
      'Self-cancel',
      'Confirmation',
      'Notifications',
      'Message templates',
      'Brand colours',
      'Special hours',
      'Bulk holidays',
      'History',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Closing hour' })).toHaveValue('21');
    expect(within(dialog).getByRole('textbox', { name: 'Large party from (guests)' })).toHaveValue('7');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Konoba Mate');
    expect(within(dialog).getByRole('checkbox', { name: 'Phone verification (SMS code)' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Until this many hours before (1–168)' })).toHaveValue(
      '12',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email sender (from)' })).toHaveValue(
      'konoba@example.com',
    );
  });

  it('checks the §5.2 ranges before asking the server, and Save waits until they are fixed', async () => {
    const calls = settingsServer();
    const dialog = await openSettings();
    await setNumber(dialog, 'Booking interval (min)', '2');
    await setNumber(dialog, 'Closing hour', '');
    await setNumber(dialog, 'Large party to (guests)', '5');
    expect(within(dialog).getByText('Must be at least 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('From must not be larger than To')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields need fixing before saving.');
    expect(calls.previews).toEqual([]);

    await setNumber(dialog, 'Booking interval (min)', '15');
    await setNumber(dialog, 'Closing hour', '22');
    await setNumber(dialog, 'Large party to (guests)', '12');
    expect(within(dialog).queryByText('Must be at least 5')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({ intervalMin: 15, closeHour: 22, floorplan: { largePartyTo: 12 } });
  });

  it('edits the large-party notice next to the party sizes, 0 to 60 days (issue 23 §5)', async () => {
    const calls = settingsServer();
    const dialog = await openSettings();
    const field = within(dialog).getByRole('textbox', {
      name: 'Requests at least this many days ahead (0–60)',
    });
    // Unset: the spec's default, as the API answers it.
    expect(field).toHaveValue('5');
    await setNumber(dialog, 'Requests at least this many days ahead (0–60)', '61');
    expect(within(dialog).getByText('Must be at most 60')).toBeInTheDocument();
    await setNumber(dialog, 'Requests at least this many days ahead (0–60)', '-1');
    expect(within(dialog).getByText('Must be at least 0')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.previews).toEqual([]);
    await setNumber(dialog, 'Requests at least this many days ahead (0–60)', '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({ floorplan: { largePartyMinDaysAhead: 14 } });
  });

  it('names the large-party notice in Croatian', async () => {
    settingsServer();
    const dialog = await openSettings(
      { ...manager, language: 'hr' },
      'Uredi postavke: Konoba Mate',
      'Postavke: Konoba Mate',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Zahtjevi najmanje ovoliko dana unaprijed (0–60)' }),
    ).toHaveValue('5');
  });

  it('phone and email verification switch each other off', async () => {
    const calls = settingsServer();
    const dialog = await openSettings();
    const phoneOtp = within(dialog).getByRole('checkbox', { name: 'Phone verification (SMS code)' });
    const emailOtp = within(dialog).getByRole('checkbox', { name: 'Email verification (code)' });
    await userEvent.click(emailOtp);
    expect(emailOtp).toBeChecked();
    expect(phoneOtp).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'SMS confirmation' }));
    await setText(dialog, 'Email subject', 'Your table');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({
      theme: {
        featureFlags: { enableEmailOtp: true, enableOtp: false, enableSmsConfirmation: true },
        notifications: { emailSubject: 'Your table' },
      },
    });
  });

  it('with nothing affected it saves at once, says so and closes', async () => {
    const calls = settingsServer();
    const dialog = await openSettings();
    await setText(dialog, 'Address', 'Riva 2, Split');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved changes.')).toBeInTheDocument();
    expect(calls.previews).toEqual([{ address: 'Riva 2, Split' }]);
    expect(calls.patches).toEqual([{ address: 'Riva 2, Split' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the bookings a change strands, by day, before saving; Back keeps the edits, Save anyway saves', async () => {
    const calls = settingsServer({
      preview: () =>
        HttpResponse.json({
          affected: [
            affected({
              id: 7,
              start: '2026-12-24T19:30:00.000Z',
              name: 'Marko Babić',
              tableNumber: 2,
              guests: 4,
            }),
            affected({ id: 5 }),
            affected({
              kind: 'large_party',
              id: 9,
              start: '2026-12-27T19:00:00.000Z',
              date: '2026-12-27',
              tableNumber: null,
              guests: 12,
              name: 'Tvrtka d.o.o.',
              reason: 'outside_hours',
            }),
          ],
          days: [],
        } satisfies TSettingsPreview),
    });
    const dialog = await openSettings();
    await setNumber(dialog, 'Closing hour', '19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('2 reservations on 24.12. fall on a day you are closing'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 reservation on 27.12. falls outside the new hours'),
    ).toBeInTheDocument();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '19:00 · Ana Horvat · 2 guests · table 4',
      '20:30 · Marko Babić · 4 guests · table 2',
      '20:00 · Tvrtka d.o.o. · 12 guests · no tablelarge-party request',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open 24.12. in Reservations' })).toHaveAttribute(
      'href',
      '/reservations?date=2026-12-24',
    );
    expect(calls.patches).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Closing hour' })).toHaveValue('19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Saved changes.')).toBeInTheDocument();
    expect(calls.previews).toEqual([{ closeHour: 19 }, { closeHour: 19 }]);
    expect(calls.patches).toEqual([{ closeHour: 19 }]);
  });

  it('in Croatian, counts with the few form', async () => {
    settingsServer({
      preview: () =>
        HttpResponse.json({
          affected: [affected({ id: 1 }), affected({ id: 2 }), affected({ id: 3 })],
          days: [],
        }),
    });
    const dialog = await openSettings(
      { ...manager, language: 'hr' },
      'Uredi postavke: Konoba Mate',
      'Postavke: Konoba Mate',
    );
    await setNumber(dialog, 'Sat zatvaranja', '19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }));
    expect(
      await within(dialog).findByText('3 rezervacije 24.12. padaju na dan koji zatvarate'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ipak spremi' })).toBeInTheDocument();
  });

  it('a refused save keeps the dialog open with the server’s text, else "Failed to save"', async () => {
    let answer = () =>
      HttpResponse.json({ error: 'Large party "from" must not be more than "to"' }, { status: 400 });
    settingsServer({ patch: () => answer() });
    const dialog = await openSettings();
    await setNumber(dialog, 'Opening hour', '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Large party "from" must not be more than "to"',
    );
    answer = () => new HttpResponse(null, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save'));
    expect(screen.getByRole('dialog', { name: 'Settings: Konoba Mate' })).toBeInTheDocument();
  });

  it('Cancel drops the edits: the next opening starts from the saved settings', async () => {
    const calls = settingsServer();
    const dialog = await openSettings();
    await setNumber(dialog, 'Opening hour', '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Edit settings of Konoba Mate' }));
    const again = await screen.findByRole('dialog', { name: 'Settings: Konoba Mate' });
    expect(within(again).getByRole('textbox', { name: 'Opening hour' })).toHaveValue('11');
    expect(calls.previews).toEqual([]);
  });
});
