import { translations } from './translations';

/** Every key path, with plural suffixes folded (hr has `_few` where en has none). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|few|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('floorplan translations', () => {
  it('has the same texts in en and hr (DESIGN §5: hr and en complete)', () => {
    expect([...new Set(keys(translations.hr))].sort()).toEqual([...new Set(keys(translations.en))].sort());
  });
});
