import type { CSSProperties } from 'react';
import type { TBrandColors } from '@stol/contracts';

/** The restaurant's brand (defaults of issue 12), with text colours chosen for readable contrast. */
export const DEFAULT_PRIMARY = '#c49a6c';
export const DEFAULT_SECONDARY = '#000000';

function luminance(hex: string): number {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!value) return 0;
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Black or white, whichever reads better on the background. */
export const textOn = (background: string) =>
  contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';

const isHex = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

export function brandStyle(colors: TBrandColors | null | undefined): CSSProperties {
  const primary = isHex(colors?.primary) ? colors.primary : DEFAULT_PRIMARY;
  const secondary = isHex(colors?.secondary) ? colors.secondary : DEFAULT_SECONDARY;
  return {
    '--brand': primary,
    '--on-brand': textOn(primary),
    '--brand-2': secondary,
    '--on-brand-2': textOn(secondary),
  } as CSSProperties;
}
