import { brandStyle, contrast, textOn } from './brand';

describe('brand colours at readable contrast', () => {
  it('puts black text on the default gold and white on black, each at least 4.5:1', () => {
    expect(textOn('#c49a6c')).toBe('#000000');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(contrast('#c49a6c', '#000000')).toBeGreaterThan(4.5);
    expect(brandStyle(null)).toMatchObject({ '--brand': '#c49a6c', '--on-brand': '#000000' });
    expect(brandStyle({ primary: '#1a237e' })).toMatchObject({
      '--brand': '#1a237e',
      '--on-brand': '#ffffff',
    });
  });
});
