import { addNotices, badgeText, MAX_NOTICES, parseNotices, type TNotice } from './notices';

const notice = (id: number): TNotice => ({
  id: `n${id}`,
  title: `Title ${id}`,
  body: 'Body',
  timestamp: new Date(Date.UTC(2026, 6, 1, 12, 0, id)).toISOString(),
});

describe('notice store', () => {
  it('puts new notices first and keeps at most 50', () => {
    let kept: TNotice[] = [];
    for (let i = 1; i <= 60; i++) kept = addNotices(kept, [notice(i)]);
    expect(kept).toHaveLength(MAX_NOTICES);
    expect(kept[0]!.id).toBe('n60');
    expect(kept.at(-1)!.id).toBe('n11');
  });

  it('adds a batch newest last in, first out, and never the same id twice', () => {
    const kept = addNotices([notice(1)], [notice(2), notice(3), notice(1), notice(3)]);
    expect(kept.map((n) => n.id)).toEqual(['n3', 'n2', 'n1']);
  });

  it('caps the badge at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('reads stored notices defensively', () => {
    expect(parseNotices(null)).toEqual([]);
    expect(parseNotices('not json')).toEqual([]);
    expect(parseNotices('{"a":1}')).toEqual([]);
    expect(parseNotices(JSON.stringify([notice(1), { id: 2 }, null]))).toEqual([notice(1)]);
    const many = Array.from({ length: 70 }, (_, i) => notice(i));
    expect(parseNotices(JSON.stringify(many))).toHaveLength(MAX_NOTICES);
  });
});
