import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRestaurant, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderSection } from '../../../test/section';
import { SpecialHoursSection } from './SpecialHoursSection';

setupApiServer();

const restaurant = aRestaurant({
  specialHours: {
    '2026-12-31': { openHour: 12, closeHour: 18 },
    '2026-12-24': { closed: true },
  },
});

describe('SpecialHoursSection', () => {
  it("says 'No special hours' when there are none", () => {
    renderSection(SpecialHoursSection, { restaurant: aRestaurant({ specialHours: {} }) });
    expect(screen.getByRole('status')).toHaveTextContent('No special hours');
  });

  it('lists the dates in order, as Zagreb dates, closed or with their hours', () => {
    renderSection(SpecialHoursSection, { restaurant });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('24.12.2026.Closed');
    expect(items[1]).toHaveTextContent('31.12.2026.12:00–18:00');
  });

  it('removes a date by writing the whole map without it', async () => {
    const { onDraftChange } = renderSection(SpecialHoursSection, { restaurant });
    await userEvent.click(screen.getByRole('button', { name: 'Remove special hours of 24.12.2026.' }));
    expect(onDraftChange).toHaveBeenLastCalledWith({
      specialHours: { '2026-12-31': { openHour: 12, closeHour: 18 } },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a closed date (its hours disabled) into the whole map', async () => {
    const { onDraftChange } = renderSection(SpecialHoursSection, { restaurant });
    await userEvent.type(screen.getByLabelText('Date'), '2027-01-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    expect(screen.getByRole('textbox', { name: 'Opens at (hour)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onDraftChange).toHaveBeenLastCalledWith({
      specialHours: { ...restaurant.specialHours, '2027-01-01': { closed: true } },
    });
  });

  it('adds a date with hours, starting from the restaurant hours', async () => {
    const { draft } = renderSection(SpecialHoursSection, { restaurant });
    await userEvent.type(screen.getByLabelText('Date'), '2027-01-02');
    const close = screen.getByRole('textbox', { name: 'Closes at (hour)' });
    await userEvent.clear(close);
    await userEvent.type(close, '16');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(draft().specialHours?.['2027-01-02']).toEqual({ openHour: 11, closeHour: 16 });
  });

  it('ignores an add without a date or with an empty hour (§5.2)', async () => {
    const { onDraftChange } = renderSection(SpecialHoursSection, { restaurant });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('Date'), '2027-01-02');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Opens at (hour)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onDraftChange).not.toHaveBeenCalled();
  });

  it('speaks Croatian', () => {
    renderSection(SpecialHoursSection, {
      restaurant: aRestaurant({ specialHours: {} }),
      user: aUser({ role: 'restaurantmanager', language: 'hr' }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Nema posebnog radnog vremena');
    expect(within(document.body).getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
  });
});
