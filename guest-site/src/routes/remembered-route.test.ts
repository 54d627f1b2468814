import { rememberedRoute, rememberRoute } from './remembered-route';

describe('the route an address showed last time (issue 23 §6)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a restaurant or a hub per origin and path, nothing else', () => {
    rememberRoute('https://konoba.example', '/', { kind: 'restaurant', id: 4 });
    rememberRoute('https://hub.example', '/', { kind: 'hub' });
    rememberRoute('https://konoba.example', '/modify/abc', { kind: 'modify', token: 'abc' });
    expect(rememberedRoute('https://konoba.example', '/')).toEqual({ kind: 'restaurant', id: 4 });
    expect(rememberedRoute('https://hub.example', '/')).toEqual({ kind: 'hub' });
    expect(rememberedRoute('https://konoba.example', '/modify/abc')).toBeNull();
    expect(rememberedRoute('https://other.example', '/')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('stol.guest.route.https://konoba.example/', '{not json');
    expect(rememberedRoute('https://konoba.example', '/')).toBeNull();
    localStorage.setItem('stol.guest.route.https://konoba.example/', '{"kind":"restaurant","id":"x"}');
    expect(rememberedRoute('https://konoba.example', '/')).toBeNull();
  });
});
