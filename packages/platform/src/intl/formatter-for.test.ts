import { dateFormatFor, numberFormatFor, pluralRulesFor } from './formatter-for';

describe('formatters made once per locale and options', () => {
  it('gives the same formatter for equal options, even in a fresh object', () => {
    const first = dateFormatFor('hr-HR', { timeZone: 'Europe/Zagreb', dateStyle: 'full' });
    expect(dateFormatFor('hr-HR', { timeZone: 'Europe/Zagreb', dateStyle: 'full' })).toBe(first);
  });

  it('keeps locales, options and kinds apart', () => {
    const hr = dateFormatFor('hr-HR', { timeZone: 'Europe/Zagreb', dateStyle: 'full' });
    const en = dateFormatFor('en-GB', { timeZone: 'Europe/Zagreb', dateStyle: 'full' });
    const short = dateFormatFor('en-GB', { timeZone: 'Europe/Zagreb', dateStyle: 'short' });
    expect(new Set([hr, en, short]).size).toBe(3);
    const at = new Date('2026-11-27T11:00:00Z');
    expect(en.format(at)).toBe('Friday, 27 November 2026');
    expect(short.format(at)).toBe('27/11/2026');
    expect(hr.format(at)).toMatch(/^petak, 27\. studenoga 2026\.?$/);
  });

  it('makes number formats and plural rules the same way', () => {
    expect(numberFormatFor('hr-HR', { maximumFractionDigits: 2 }).format(1234.567)).toBe('1.234,57');
    expect(numberFormatFor('hr-HR', { maximumFractionDigits: 2 })).toBe(
      numberFormatFor('hr-HR', { maximumFractionDigits: 2 }),
    );
    expect(pluralRulesFor('en', { type: 'ordinal' }).select(2)).toBe('two');
    expect(pluralRulesFor('en', { type: 'cardinal' }).select(2)).toBe('other');
  });
});
