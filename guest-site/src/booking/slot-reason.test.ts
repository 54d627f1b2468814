import { SLOT_UNAVAILABLE_REASONS } from '@stol/contracts';
import { translations } from '../i18n/translations';
import { slotReasonKey } from './slot-reason';

const text = (language: 'en' | 'hr', key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations[language]);

describe('slot reasons in words', () => {
  it('names every reason the API sends, in en and hr; a free slot has none', () => {
    expect(SLOT_UNAVAILABLE_REASONS.map((r) => text('en', slotReasonKey(r)!))).toEqual([
      'closed',
      'past',
      'held',
      'too small',
      'taken',
      'someone is booking it',
      'kitchen full',
      'too soon',
      'not open yet',
    ]);
    for (const reason of SLOT_UNAVAILABLE_REASONS)
      expect(typeof text('hr', slotReasonKey(reason)!)).toBe('string');
    expect(slotReasonKey(null)).toBeNull();
  });
});

describe('a blocked time in a sentence', () => {
  it('says the slot’s own reasons (pacing, the booking window) whatever the table, in en and hr', async () => {
    const { reasonSentence } = await import('./SlotPicker');
    const mode = { tableId: 4, anyTable: false, largeParty: false, guests: 2 };
    const table = { number: 4 } as Parameters<typeof reasonSentence>[4];
    const en = (key: string, params?: Record<string, unknown>) =>
      String(text('en', key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name]));
    expect(reasonSentence(en as never, 'pacing', '19:00', mode, table)).toBe('The kitchen is full at 19:00.');
    expect(reasonSentence(en as never, 'too_far', '19:00', mode, table)).toBe(
      'Bookings for this day are not open yet. Please choose an earlier date.',
    );
    expect(reasonSentence(en as never, 'taken', '19:00', mode, table)).toBe(
      'Table 4 is already booked at 19:00.',
    );
    for (const reason of ['pacing', 'too_soon', 'too_far'])
      expect(typeof text('hr', `alternatives.reason.${reason}`)).toBe('string');
  });
});
