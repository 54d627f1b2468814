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
