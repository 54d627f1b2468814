import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

/**
 * Stol's accent, a warm oak tone; #c49a6c sits at the primary shade (6). Shades 8–9 are deep enough to be
 * text: Mantine's light and subtle variants write in shade 9 (7.5:1 on white, ≥ 5:1 on shades 1–2).
 */
const stol: MantineColorsTuple = [
  '#faf4ed',
  '#f1e6d8',
  '#e4cdb2',
  '#d8b48c',
  '#cea56f',
  '#c89c66',
  '#c49a6c',
  '#a87f52',
  '#85603b',
  '#6b4d2e',
];

/**
 * Text colours that reach WCAG AA (4.5:1) where they are used:
 * - dimmed: 6.1:1 on white, ≥ 5.4:1 on the grey backgrounds (gray.0–1) and on the accent's light shades;
 * - placeholder: 4.7:1 on white (inputs are white), still lighter than a value;
 * - links: the accent's shade 9 instead of the accent itself (#c49a6c is 2.56:1 on white).
 */
export const A11Y_TEXT_COLORS = {
  dimmed: '#5c636a',
  placeholder: '#6c757d',
  anchor: 'var(--mantine-color-stol-9)',
} as const;

export const stolCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': A11Y_TEXT_COLORS.dimmed,
    '--mantine-color-placeholder': A11Y_TEXT_COLORS.placeholder,
    '--mantine-color-anchor': A11Y_TEXT_COLORS.anchor,
  },
  dark: {},
});

export const stolTheme = createTheme({
  primaryColor: 'stol',
  primaryShade: 6,
  colors: { stol },
  // Filled surfaces pick dark or white text by their luminance: the accent keeps its colour and carries
  // black text (8.2:1; white on it would be 2.56:1), and so do the other light fills (teal, yellow, …).
  autoContrast: true,
  defaultRadius: 'md',
});
