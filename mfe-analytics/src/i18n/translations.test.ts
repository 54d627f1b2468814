import { translationKeys } from '@stol/platform/testing';
import { translations } from './translations';

describe('analytics translations', () => {
  it('has the same texts in en and hr (DESIGN §5: hr and en complete)', () => {
    expect(translationKeys(translations.hr)).toEqual(translationKeys(translations.en));
  });
});
