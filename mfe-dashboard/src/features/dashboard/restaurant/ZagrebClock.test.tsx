import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { getI18n, initI18n } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import '../../../i18n/translations';
import { ZagrebClock } from './ZagrebClock';

describe('ZagrebClock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows Europe/Zagreb wall-clock time in 24-hour form and ticks every second', async () => {
    initI18n();
    await getI18n().changeLanguage('en');
    // 21:59:58 UTC in summer is 23:59:58 in Zagreb (CEST, UTC+2): the zone and the 24-hour cycle both show.
    jest.setSystemTime(new Date('2026-07-01T21:59:58Z'));
    render(
      <UiProvider>
        <ZagrebClock />
      </UiProvider>,
    );
    const clock = screen.getByRole('timer', { name: 'Croatia time' });
    expect(clock).toHaveTextContent('23:59:58');

    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('23:59:59');
    act(() => jest.advanceTimersByTime(1000));
    // Past midnight in Zagreb while it is still 1 July in UTC: the date follows Zagreb.
    expect(clock).toHaveTextContent('00:00:00');
    expect(clock).toHaveTextContent(/Thursday,? 2 July 2026/);
  });

  it('uses winter time (CET, UTC+1) in January', async () => {
    initI18n();
    await getI18n().changeLanguage('hr');
    jest.setSystemTime(new Date('2026-01-15T08:05:00Z'));
    render(
      <UiProvider>
        <ZagrebClock />
      </UiProvider>,
    );
    expect(screen.getByRole('timer', { name: 'Vrijeme u Hrvatskoj' })).toHaveTextContent('09:05:00');
  });
});
