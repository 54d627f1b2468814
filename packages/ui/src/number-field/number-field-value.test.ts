import { parseNumberInput, stepNumber } from './number-field-value';

describe('parseNumberInput', () => {
  it('numbers, and half-typed text kept as typed', () => {
    expect(parseNumberInput('12')).toBe(12);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('')).toBe('');
    expect(parseNumberInput('-')).toBe('-');
    expect(parseNumberInput('1.')).toBe('1.');
    expect(parseNumberInput('2,5')).toBe(2.5);
  });

  it('refuses what cannot become a number, and decimals where none are allowed', () => {
    expect(parseNumberInput('1a')).toBeNull();
    expect(parseNumberInput('1.5', { allowDecimal: false })).toBeNull();
    expect(parseNumberInput('1-')).toBeNull();
  });

  it('keeps decimalScale digits', () => {
    expect(parseNumberInput('1.239', { decimalScale: 2 })).toBe(1.24);
  });
});

describe('stepNumber', () => {
  it('steps within the bounds; a half-typed value starts from the minimum', () => {
    expect(stepNumber(5, 1, { min: 4, max: 6 })).toBe(6);
    expect(stepNumber(6, 1, { min: 4, max: 6 })).toBe(6);
    expect(stepNumber(4, -1, { min: 4 })).toBe(4);
    expect(stepNumber('', 1, { min: 4 })).toBe(5);
    expect(stepNumber(200, 0, { max: 100 })).toBe(100);
  });
});
