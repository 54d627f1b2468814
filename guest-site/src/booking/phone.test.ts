import { digitsWithoutCode, normalisePhone } from './phone';

describe('phone normalisation (guest spec §5.1)', () => {
  it('strips spaces, keeps + with digits only, turns 00 into +, prefixes the country code to bare digits', () => {
    expect(normalisePhone('+385 91 234-5678', '+385')).toBe('+385912345678');
    expect(normalisePhone('0049 151 1234567', '+385')).toBe('+491511234567');
    expect(normalisePhone('91 234 5678', '+43')).toBe('+43912345678');
    expect(normalisePhone('   ', '+385')).toBe('');
  });

  it('counts the digits after the country code', () => {
    expect(digitsWithoutCode('+385912345678', '+385')).toBe(9);
    expect(digitsWithoutCode('+3851234567', '+385')).toBe(7);
    expect(digitsWithoutCode('+491511234567', '+385')).toBe(12);
  });
});
