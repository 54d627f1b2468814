import type { CSSProperties } from 'react';
import { isCssColor, type THubCard } from '@stol/contracts';
import { textOn } from '../ui/brand';

export interface THubLook {
  /** The configured title, or null (the page then names the hub after its first location). */
  title: string | null;
  description: string | null;
  logo: string | null;
  /** Header background and heading colours, as CSS custom properties the header reads. */
  headerStyle: CSSProperties;
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/**
 * The hub's own look (issue 20 §5), set by the back office's hub customize dialog on every location of the hub:
 * each field is taken from the first location that has it. Colours that are not hex, rgb() or hsl() are ignored,
 * as the dialog itself refuses them.
 */
export function hubLook(cards: readonly THubCard[]): THubLook {
  const first = <T>(pick: (card: THubCard) => T | null | undefined): T | null => {
    for (const card of cards) {
      const value = pick(card);
      if (typeof value === 'string' ? value.trim() : value) return value!;
    }
    return null;
  };
  const color = (pick: (card: THubCard) => string | undefined) =>
    first((card) => {
      const value = pick(card)?.trim();
      return value && isCssColor(value) ? value : null;
    });
  const background = color((card) => card.brandColors.headerBackground);
  const heading = color((card) => card.brandColors.hubHeadingTextColor);
  const subheading = color((card) => card.brandColors.hubSubheadingTextColor);
  // Without a heading colour, a hex background gets black or white text, whichever reads better.
  const text = heading ?? (background && isHex(background) ? textOn(background) : null);
  const headerStyle: Record<string, string> = {};
  if (background) headerStyle['--header-bg'] = background;
  if (text) headerStyle['--header-text'] = text;
  if (subheading ?? text) headerStyle['--header-sub'] = (subheading ?? text)!;
  return {
    title: first((card) => card.brandColors.hubTitle?.trim()),
    description: first((card) => card.brandColors.hubDescription?.trim()),
    logo: first((card) => card.hubLogo?.trim()),
    headerStyle: headerStyle as CSSProperties,
  };
}
