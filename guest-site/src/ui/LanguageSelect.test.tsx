import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initI18n } from '../i18n/i18n';
import { LanguageSelect } from './LanguageSelect';

beforeAll(() => initI18n());
afterEach(() => i18next.changeLanguage('en'));

// WCAG 2.5.3 (label in name): the accessible name of each button contains the label it shows.
it('names each language button with its visible label first, then the language in its own words', async () => {
  render(<LanguageSelect />);
  const group = screen.getByRole('group', { name: 'Language' });
  const buttons = [...group.querySelectorAll('button')];
  expect(buttons.map((b) => b.textContent)).toEqual(['EN', 'HR']);
  for (const button of buttons)
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
  expect(screen.getByRole('button', { name: 'EN — English' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('button', { name: 'HR — Hrvatski' })).toHaveAttribute('lang', 'hr');

  await userEvent.click(screen.getByRole('button', { name: 'HR — Hrvatski' }));
  expect(screen.getByRole('button', { name: 'HR — Hrvatski' })).toHaveAttribute('aria-pressed', 'true');
  // The names stay the same whichever language the page is in.
  expect(screen.getByRole('group', { name: 'Jezik' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'EN — English' })).toHaveAttribute('aria-pressed', 'false');
});
