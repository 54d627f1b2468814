/**
 * For the tests of one describe block: the screen is phone-sized, i.e. every `max-width` media query matches
 * (jsdom matches none). Restores the real matchMedia afterwards.
 */
export function atPhoneWidth(): void {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}
