import i18next from 'i18next';
import { initI18n } from '../i18n/i18n';
import { choiceSummary } from './choice-summary';
import { addDays, zagrebToday } from './zagreb-time';

beforeAll(() => initI18n());

describe('the choice in words (issue 23 §2)', () => {
  it('tonight, today, tomorrow or the date, the time and the party, in en and hr', async () => {
    const t = i18next.t.bind(i18next);
    const today = zagrebToday();
    await i18next.changeLanguage('en');
    expect(choiceSummary(t, 'en', { date: today, time: '19:00', guests: 2 })).toBe(
      'Tonight 19:00 · 2 guests',
    );
    expect(choiceSummary(t, 'en', { date: today, time: '12:30', guests: 1 })).toBe('Today 12:30 · 1 guest');
    expect(choiceSummary(t, 'en', { date: addDays(today, 1), time: '19:00', guests: 4 })).toBe(
      'Tomorrow 19:00 · 4 guests',
    );
    expect(choiceSummary(t, 'en', { date: '2026-12-04', time: '20:00', guests: 2 })).toBe(
      'Fri 4 Dec 20:00 · 2 guests',
    );
    await i18next.changeLanguage('hr');
    expect(choiceSummary(t, 'hr', { date: today, time: '19:00', guests: 2 })).toBe('Večeras 19:00 · 2 gosta');
    expect(choiceSummary(t, 'hr', { date: today, time: '19:00', guests: 5 })).toBe(
      'Večeras 19:00 · 5 gostiju',
    );
    expect(choiceSummary(t, 'hr', { date: today, time: '19:00', guests: 21 })).toBe(
      'Večeras 19:00 · 21 gost',
    );
    await i18next.changeLanguage('en');
  });
});
