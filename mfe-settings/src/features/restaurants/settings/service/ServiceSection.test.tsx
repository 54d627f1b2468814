import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRestaurant } from '@stol/platform/testing';
import { setupApiServer } from '../../../../test/msw';
import { renderSection } from '../../../../test/section';
import { ServiceSection } from './ServiceSection';

setupApiServer();

// aRestaurant: open 11–23, default duration 60 min.
const day = (weekday: string) => screen.getByRole('combobox', { name: `${weekday}: hours` });

describe('ServiceSection: the week grid', () => {
  it('shows every weekday on the regular hours when no weekly rule is set', () => {
    renderSection(ServiceSection);
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      expect(day(weekday)).toHaveDisplayValue('Regular 11:00–23:00');
  });

  it('closes Monday and splits Tuesday into lunch and dinner, the whole week written into the draft', async () => {
    const { draft } = renderSection(ServiceSection);
    await userEvent.selectOptions(day('Monday'), 'closed');
    expect(draft().weeklyHours).toEqual({ mon: [] });

    await userEvent.selectOptions(day('Tuesday'), 'services');
    // A day's first service starts as the regular hours.
    expect(draft().weeklyHours).toEqual({ mon: [], tue: [{ open: '11:00', close: '23:00' }] });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, service 1: opens' }),
      '12:00',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, service 1: closes' }),
      '15:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add service on Tuesday' }));
    // The next service starts an hour after the last one closes.
    expect(screen.getByRole('combobox', { name: 'Tuesday, service 2: opens' })).toHaveValue('16:00');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, service 2: opens' }),
      '18:00',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, service 2: closes' }),
      '24:00',
    );
    expect(draft().weeklyHours).toEqual({
      mon: [],
      tue: [
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '24:00' },
      ],
    });

    // Back to the regular hours: the rule of that day goes; the last one gone clears the rule (null).
    await userEvent.selectOptions(day('Tuesday'), 'regular');
    expect(draft().weeklyHours).toEqual({ mon: [] });
    await userEvent.selectOptions(day('Monday'), 'regular');
    expect(draft().weeklyHours).toBeNull();
  });

  it('says what is wrong with a day whose services overlap or close before they open', async () => {
    renderSection(ServiceSection, {
      restaurant: aRestaurant({ weeklyHours: { wed: [{ open: '12:00', close: '15:00' }] } }),
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Wednesday, service 1: closes' }),
      '11:00',
    );
    expect(within(listItem('wed')).getByRole('alert')).toHaveTextContent(
      'A service must close after it opens.',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Wednesday, service 1: closes' }),
      '16:00',
    );
    expect(within(listItem('wed')).queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add service on Wednesday' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Wednesday, service 2: opens' }),
      '15:00',
    );
    expect(within(listItem('wed')).getByRole('alert')).toHaveTextContent(
      'The services of a day must be in order and must not overlap.',
    );
  });

  it('copies a day to the days ticked, and offers no fourth service', async () => {
    const { draft } = renderSection(ServiceSection, {
      restaurant: aRestaurant({
        weeklyHours: {
          tue: [
            { open: '08:00', close: '10:00' },
            { open: '12:00', close: '15:00' },
            { open: '18:00', close: '23:00' },
          ],
        },
      }),
    });
    expect(screen.queryByRole('button', { name: 'Add service on Tuesday' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Tuesday to other days' }));
    const copy = screen.getByRole('group', { name: 'Copy Tuesday to' });
    expect(within(copy).queryByRole('checkbox', { name: 'Tuesday' })).toBeNull();
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Wednesday' }));
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(copy).getByRole('button', { name: 'Copy' }));
    const tuesday = draft().weeklyHours!.tue;
    expect(draft().weeklyHours).toEqual({ tue: tuesday, wed: tuesday, sat: tuesday });
    expect(day('Saturday')).toHaveDisplayValue('Own services');
  });
});

const listItem = (weekday: string) => document.querySelector(`[data-weekday="${weekday}"]`) as HTMLElement;

describe('ServiceSection: turn times, pacing and the booking window', () => {
  it('builds turn times by party size; a step out of order is named; removing the last clears the rule', async () => {
    const { draft } = renderSection(ServiceSection);
    expect(screen.getByText(/Larger parties stay the default duration \(60 min\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add turn time' }));
    expect(draft().turnTimes).toEqual([{ maxGuests: 2, minutes: 60 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add turn time' }));
    // The next step: two guests more, half an hour longer.
    expect(draft().turnTimes).toEqual([
      { maxGuests: 2, minutes: 60 },
      { maxGuests: 4, minutes: 90 },
    ]);
    const secondGuests = screen.getByRole('textbox', { name: 'Step 2: party up to (guests)' });
    await userEvent.clear(secondGuests);
    await userEvent.type(secondGuests, '2');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Each step must be for more guests than the one above it.',
    );
    await userEvent.type(secondGuests, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    const minutes = screen.getByRole('textbox', { name: 'Step 2: stays (min)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '400');
    expect(screen.getByText('A turn time is from 15 to 360 minutes.')).toBeInTheDocument();

    // Removing step 1 keeps step 2's text where it was.
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByRole('textbox', { name: 'Step 1: party up to (guests)' })).toHaveValue('20');
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(draft().turnTimes).toBeNull();
  });

  it('sets pacing and the booking window; emptied fields clear the rules', async () => {
    const { draft } = renderSection(ServiceSection, {
      restaurant: aRestaurant({ pacing: { maxCoversPerSlot: 24 }, bookingWindow: { maxDaysAhead: 60 } }),
    });
    const pacing = screen.getByRole('textbox', { name: /most guests starting in one slot/ });
    expect(pacing).toHaveValue('24');
    await userEvent.clear(pacing);
    expect(draft().pacing).toBeNull();
    await userEvent.type(pacing, '600');
    expect(screen.getByText('Covers per slot must be a whole number from 1 to 500.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /minimum notice in minutes/ }), '120');
    expect(draft().bookingWindow).toEqual({ maxDaysAhead: 60, minNoticeMinutes: 120 });
    await userEvent.clear(screen.getByRole('textbox', { name: /days ahead/ }));
    expect(draft().bookingWindow).toEqual({ minNoticeMinutes: 120 });
    await userEvent.clear(screen.getByRole('textbox', { name: /minimum notice in minutes/ }));
    expect(draft().bookingWindow).toBeNull();
  });
});
