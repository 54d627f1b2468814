import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { atPhoneWidth } from '@stol/platform/testing';
import { aReservation, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { aUser, renderApp } from '../../../../test/remote';
import { WINDOW_FROM_ROWS } from './use-row-window';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });

/** A busy evening: 100 bookings from two hours on, one a minute, all in the group "Later". */
const COUNT = 100;
const busyDay = () =>
  Array.from({ length: COUNT }, (_, i) =>
    aReservation({
      id: 1000 + i,
      name: `Guest ${i}`,
      date: minutesFromNow(120 + i),
      endDate: minutesFromNow(180 + i),
    }),
  );

const drawnRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-reservation-id'));
const rowOf = (name: string) => screen.queryByRole('rowheader', { name })?.closest('tr') ?? null;

/** The row pitch the list assumes (jsdom lays nothing out): the space after the drawn rows over their number. */
function assumedPitch() {
  const spaces = document.querySelectorAll<HTMLElement>('tr[aria-hidden="true"] td');
  const after = spaces[spaces.length - 1]!;
  return parseFloat(after.style.height) / (COUNT - drawnRows().length);
}

/** Moves the page: every element's box `by` pixels up, then the scroll that tells the list. */
function scrollPageBy(by: number) {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -by, 800, 0));
  fireEvent.scroll(window);
}

describe('a long day', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws the rows near the screen, counts them all, and follows the scroll', async () => {
    expect(COUNT).toBeGreaterThan(WINDOW_FROM_ROWS);
    server.use(...dayHandlers({ reservations: busyDay() }));
    renderApp({ user: admin });
    expect(await screen.findByRole('rowheader', { name: 'Guest 0' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Later (100)' })).toBeInTheDocument();
    const first = drawnRows();
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(COUNT);
    expect(rowOf('Guest 99')).toBeNull();

    // Scrolled down to the last rows: the end of the day is drawn, its start is not.
    scrollPageBy(COUNT * assumedPitch() - 300);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(rowOf('Guest 99')).not.toBeNull();
    expect(rowOf('Guest 0')).toBeNull();
    expect(drawnRows().length).toBeLessThan(COUNT);
  });

  it('keeps the row that has the keyboard focus, wherever the page is scrolled', async () => {
    server.use(...dayHandlers({ reservations: busyDay() }));
    renderApp({ user: admin });
    const info = within((await screen.findByRole('rowheader', { name: 'Guest 1' })).closest('tr')!).getByRole(
      'button',
      { name: 'Info' },
    );
    act(() => info.focus());
    expect(info).toHaveFocus();

    scrollPageBy(COUNT * assumedPitch() - 300);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(rowOf('Guest 99')).not.toBeNull();
    expect(info).toBeInTheDocument();
    expect(info).toHaveFocus();
  });
});

describe('a long day on a phone', () => {
  atPhoneWidth();

  it('draws some of the cards, each saying its place in the whole group', async () => {
    server.use(...dayHandlers({ reservations: busyDay() }));
    renderApp({ user: admin });
    const card = await screen.findByRole('listitem', { name: /Guest 2$/ });
    expect(card).toHaveAttribute('aria-posinset', '3');
    expect(card).toHaveAttribute('aria-setsize', String(COUNT));
    expect(screen.queryByRole('listitem', { name: /Guest 99$/ })).not.toBeInTheDocument();
  });
});
