import type { CSSProperties } from 'react';
import { isCssColor, type THubCard } from '@stol/contracts';
import { textOn } from '../ui/brand';

export interface THubLook {
  /** The configured title, or null (the page then names the hub after its first location). */
  title: string | null;
  description: string | null;
  logo: string | null;
  /** The header's background, with black or white text whichever reads better on it. */
  headerStyle: CSSProperties;
  /** The hub's heading and subheading colours, for the page under the header (cards' names, the description). */
  pageStyle: CSSProperties;
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
  // The header's text is black or white, whichever reads better on a hex background: the hub's heading colours are
  // meant for the page (as the settings' preview shows them), not for the header bar.
  const headerStyle: Record<string, string> = {};
  if (background) headerStyle['--header-bg'] = background;
  if (background && isHex(background)) headerStyle['--header-text'] = textOn(background);
  const pageStyle: Record<string, string> = {};
  if (heading) pageStyle['--hub-heading'] = heading;
  if (subheading) pageStyle['--hub-subheading'] = subheading;
  return {
    title: first((card) => card.brandColors.hubTitle?.trim()),
    description: first((card) => card.brandColors.hubDescription?.trim()),
    logo: first((card) => card.hubLogo?.trim()),
    headerStyle: headerStyle as CSSProperties,
    pageStyle: pageStyle as CSSProperties,
  };
}
