import { contrastRatio, meetsAA, parseCssColor, textColorOn } from './contrast';

describe('parseCssColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#C49A6C', { r: 196, g: 154, b: 108 }],
    ['#c49a6c80', { r: 196, g: 154, b: 108 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30 }],
    ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30 }],
    ['rgb(10 20 30 / 50%)', { r: 10, g: 20, b: 30 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0 }],
    ['hsl(120deg 100% 25%)', { r: 0, g: 127.5, b: 0 }],
  ])('reads %s', (value, rgb) => {
    const parsed = parseCssColor(value)!;
    expect(parsed.r).toBeCloseTo(rgb.r);
    expect(parsed.g).toBeCloseTo(rgb.g);
    expect(parsed.b).toBeCloseTo(rgb.b);
  });

  it.each(['', 'red', '#12', 'rgb(1,2)', 'hsl(x, y, z)', 'url(javascript:1)'])('refuses %p', (value) => {
    expect(parseCssColor(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', 'rgb(0,0,0)')).toBeCloseTo(21);
    expect(contrastRatio('#c49a6c', '#c49a6c')).toBeCloseTo(1);
  });

  it('matches the WCAG reference values', () => {
    // #767676 on white is the classic lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is null when a colour cannot be read', () => {
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });
});

describe('meetsAA and textColorOn', () => {
  it('passes at 4.5:1 and fails below', () => {
    expect(meetsAA('#767676', '#ffffff')).toBe(true);
    expect(meetsAA('#777777', '#ffffff')).toBe(false);
  });

  it('does not judge colours it cannot read', () => {
    expect(meetsAA('nope', '#ffffff')).toBe(true);
  });

  it('puts white on dark accents and black on light ones', () => {
    expect(textColorOn('#1a237e')).toBe('#ffffff');
    expect(textColorOn('#ffeb3b')).toBe('#000000');
  });

  it('always finds a readable label: black or white reaches AA on any accent (max ratio ≥ 4.58:1)', () => {
    for (const accent of ['#6d7fa0', '#808080', '#c49a6c', '#ff0000', '#0000ff', 'hsl(200, 40%, 45%)'])
      expect(meetsAA(textColorOn(accent), accent)).toBe(true);
  });
});
