/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) of the CSS colours a restaurant may store
 * (hex, rgb(), hsl(); ZCssColor): the brand colours section warns when the text on the accent is hard to read.
 */

export type TRgb = { r: number; g: number; b: number };

/** AA for normal text. */
export const WCAG_AA_RATIO = 4.5;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function fromHex(value: string): TRgb | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

/** `rgb(1, 2, 3)`, `rgba(1,2,3,0.5)`, `rgb(1 2 3 / 50%)`, channels also as percentages; alpha is ignored. */
function fromRgb(value: string): TRgb | null {
  const args = /^rgba?\(\s*([^)]*)\)$/i.exec(value)?.[1];
  if (!args) return null;
  const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3) return null;
  const channel = (part: string) => (part.endsWith('%') ? (parseFloat(part) / 100) * 255 : parseFloat(part));
  const [r, g, b] = parts.slice(0, 3).map(channel);
  if ([r, g, b].some((c) => c === undefined || Number.isNaN(c))) return null;
  return { r: clamp(r!, 255), g: clamp(g!, 255), b: clamp(b!, 255) };
}

/** `hsl(210, 50%, 40%)`, `hsla(...)`, `hsl(210deg 50% 40%)`; alpha is ignored. */
function fromHsl(value: string): TRgb | null {
  const args = /^hsla?\(\s*([^)]*)\)$/i.exec(value)?.[1];
  if (!args) return null;
  const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3) return null;
  const h = ((parseFloat(parts[0]!) % 360) + 360) % 360;
  const s = clamp(parseFloat(parts[1]!) / 100, 1);
  const l = clamp(parseFloat(parts[2]!) / 100, 1);
  if ([h, s, l].some(Number.isNaN)) return null;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return { r: f(0), g: f(8), b: f(4) };
}

/** The colour as sRGB channels 0–255, or null when it is not a hex, rgb() or hsl() colour. */
export function parseCssColor(value: string | null | undefined): TRgb | null {
  const text = value?.trim();
  if (!text) return null;
  return fromHex(text) ?? fromRgb(text) ?? fromHsl(text);
}

function relativeLuminance({ r, g, b }: TRgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1–21) of two colours, or null when either is not a colour we can read. */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [parseCssColor(a), parseCssColor(b)];
  if (!x || !y) return null;
  const [lx, ly] = [relativeLuminance(x), relativeLuminance(y)];
  return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
}

/**
 * The text colour the guest site puts on a coloured background (guest-site/src/ui/brand.ts): black or white,
 * whichever contrasts more.
 */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const black = contrastRatio(background, '#000000') ?? 21;
  const white = contrastRatio(background, '#ffffff') ?? 1;
  return black >= white ? '#000000' : '#ffffff';
}

/** Whether text in `foreground` on `background` meets WCAG AA for normal text (unknown colours are not judged). */
export function meetsAA(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio === null || ratio >= WCAG_AA_RATIO;
}
