import { parseFallbackRoute } from './parse-route';

describe('fallback public routes (guest spec §2.1, §2.2)', () => {
  it('reads the restaurant, cancel, modify and review routes; anything else asks the server', () => {
    expect(parseFallbackRoute('/restaurant/12', '')).toEqual({ kind: 'restaurant', id: 12 });
    expect(parseFallbackRoute('/konoba/cancel/abcDEF0123456789', '')).toEqual({
      kind: 'cancel',
      token: 'abcDEF0123456789',
    });
    expect(parseFallbackRoute('/modify/tok_1234567890123456', '')).toEqual({
      kind: 'modify',
      token: 'tok_1234567890123456',
    });
    expect(parseFallbackRoute('/review', '?token=xyz')).toEqual({ kind: 'review', token: 'xyz' });
    expect(parseFallbackRoute('/reset', '?token=abc')).toEqual({ kind: 'reset', token: 'abc' });
    expect(parseFallbackRoute('/reset', '')).toEqual({ kind: 'reset', token: '' });
    // The invite screen reads ?token= (§2.2), and the path's token when there is none.
    expect(parseFallbackRoute('/accept/path-token', '?token=query-token')).toEqual({
      kind: 'accept',
      token: 'query-token',
    });
    expect(parseFallbackRoute('/accept/path-token', '')).toEqual({ kind: 'accept', token: 'path-token' });
    expect(parseFallbackRoute('/accept', '?token=abc')).toEqual({ kind: 'accept', token: 'abc' });
    expect(parseFallbackRoute('/', '')).toBeNull();
    expect(parseFallbackRoute('/konoba', '')).toBeNull();
    expect(parseFallbackRoute('/restaurant/abc', '')).toBeNull();
  });
});
