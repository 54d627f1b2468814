import { isCssColor, ZBulkSpecialHours, ZCreateRestaurant, ZRestaurantPatch } from './index';

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#c49a6c',
    '#C49A6CFF',
    'rgb(1, 2, 3)',
    'rgba(1,2,3,0.5)',
    'rgb(10% 20% 30% / 50%)',
    'hsl(30, 40%, 50%)',
    'hsl(30deg 40% 50% / .5)',
  ])('accepts %s', (value) => expect(isCssColor(value)).toBe(true));
  it.each([
    'red',
    '#ggg',
    '#12345',
    'rgb(1,2)',
    'url(x)',
    'var(--a)',
    'rgb(1,2,3);background:url(x)',
    'hsl(30, 40, 50)',
    '',
  ])('refuses %s', (value) => expect(isCssColor(value)).toBe(false));
});

describe('ZRestaurantPatch', () => {
  it('trims texts and clears empty ones', () => {
    expect(
      ZRestaurantPatch.parse({ name: ' Bistro ', address: '  ', publicPath: ' /x ', publicOrigin: '' }),
    ).toEqual({
      name: 'Bistro',
      address: null,
      publicPath: '/x',
      publicOrigin: null,
    });
  });
  it('refuses an empty name, a path without a slash, a named colour and out-of-range numbers', () => {
    const message = (body: unknown) => ZRestaurantPatch.safeParse(body).error?.issues[0]?.message;
    expect(message({ name: '  ' })).toBe('Restaurant name is required');
    expect(message({ publicPath: 'x' })).toBe("A public path starts with '/'");
    expect(message({ brandColors: { primary: 'red' } })).toBe(
      'A colour must be hex (e.g. #c49a6c), rgb(…) or hsl(…)',
    );
    for (const body of [
      { openHour: 24 },
      { intervalMin: 4 },
      { defaultDurationMin: 361 },
      { bufferMin: -1 },
      { noShowGraceMin: 121 },
    ])
      expect(ZRestaurantPatch.safeParse(body).success).toBe(false);
    expect(message({ specialPromotions: { status: 'until' } })).toBe(
      "Promotion status 'until' needs the date and time it ends",
    );
  });
});

describe('ZCreateRestaurant', () => {
  it('needs a name', () => {
    expect(ZCreateRestaurant.safeParse({}).error?.issues[0]?.message).toBe('Restaurant name is required');
  });
});

describe('ZBulkSpecialHours', () => {
  const message = (body: unknown) => ZBulkSpecialHours.safeParse(body).error?.issues[0]?.message;
  it('checks the range and the hours', () => {
    expect(message({ action: 'add', startDate: '2026-12-24', endDate: '2026-12-23', closed: true })).toBe(
      'The end date must not be before the start date',
    );
    expect(message({ action: 'add', startDate: '2026-01-01', endDate: '2027-01-03', closed: true })).toBe(
      'A date range may span at most 366 days',
    );
    expect(message({ action: 'add', startDate: '2026-12-24', endDate: '2026-12-24', closed: false })).toBe(
      'Opening and closing hours are required unless the days are closed',
    );
    expect(
      ZBulkSpecialHours.safeParse({
        action: 'add',
        startDate: '2026-02-30',
        endDate: '2026-03-01',
        closed: true,
      }).success,
    ).toBe(false);
    expect(
      ZBulkSpecialHours.safeParse({ action: 'remove', startDate: '2026-12-24', endDate: '2026-12-26' })
        .success,
    ).toBe(true);
  });
});
