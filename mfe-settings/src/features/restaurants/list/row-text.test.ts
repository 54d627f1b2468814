import { aRestaurant } from '@stol/platform/testing';
import { getI18n } from '@stol/platform';
import { NAMESPACE } from '../../../i18n/translations';
import { rulesSummary } from './row-text';

const t = getI18n().getFixedT('en', NAMESPACE);

describe('rulesSummary', () => {
  it('is empty when no service rule is set', () => {
    expect(rulesSummary(t, aRestaurant())).toBe('');
  });

  it('names closed weekdays, weekdays with their own services, the stays, pacing and the window in one line', () => {
    const restaurant = aRestaurant({
      weeklyHours: {
        mon: [],
        tue: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '23:00' },
        ],
        sun: [{ open: '12:00', close: '16:00' }],
      },
      turnTimes: [
        { maxGuests: 2, minutes: 75 },
        { maxGuests: 6, minutes: 120 },
      ],
      pacing: { maxCoversPerSlot: 24 },
      bookingWindow: { minNoticeMinutes: 120, maxDaysAhead: 60 },
    });
    expect(rulesSummary(t, restaurant)).toBe(
      'closed Mon · own hours Tue, Sun · stays 75–120 min · max 24 guests per slot · online ≥ 120 min ahead · online ≤ 60 days ahead',
    );
    expect(rulesSummary(getI18n().getFixedT('hr', NAMESPACE), restaurant)).toMatch(
      /^zatvoreno pon · posebno vrijeme uto, ned/,
    );
  });
});
