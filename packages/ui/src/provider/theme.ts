import type { MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Stol's accent, a warm oak tone; #c49a6c sits at the primary shade (6). */
const stol: MantineColorsTuple = [
  '#faf4ed',
  '#f1e6d8',
  '#e4cdb2',
  '#d8b48c',
  '#cea56f',
  '#c89c66',
  '#c49a6c',
  '#a87f52',
  '#8e6a44',
  '#735534',
];

export const stolTheme = createTheme({
  primaryColor: 'stol',
  primaryShade: 6,
  colors: { stol },
  defaultRadius: 'md',
});
