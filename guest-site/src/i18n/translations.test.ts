import { translationKeys } from '@stol/platform/testing';
import { translations } from './translations';

describe('guest site translations', () => {
  it('has the same texts in en and hr', () => {
    expect(translationKeys(translations.hr)).toEqual(translationKeys(translations.en));
  });
});
