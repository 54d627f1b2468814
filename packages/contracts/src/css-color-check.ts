// Zod-free on purpose: the guest site checks stored colours with it and must not pull zod into its bundle.
/**
 * A CSS colour as the settings accept it (issue 20 §3, guest spec §2.13): hex (#rgb, #rgba, #rrggbb,
 * #rrggbbaa), rgb()/rgba() or hsl()/hsla() in the comma or the space syntax. Anything else (names, var(),
 * url(), gradients) is refused: the colours are written into the guest site's styles.
 */
const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const PCT = `${NUM}%`;
const ALPHA = `(?:${NUM}|${PCT})`;
const HUE = `${NUM}(?:deg|rad|grad|turn)?`;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(?:` +
    `(?:${NUM}|${PCT})\\s*,\\s*(?:${NUM}|${PCT})\\s*,\\s*(?:${NUM}|${PCT})(?:\\s*,\\s*${ALPHA})?` +
    `|(?:${NUM}|${PCT})\\s+(?:${NUM}|${PCT})\\s+(?:${NUM}|${PCT})(?:\\s*/\\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  'i',
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(?:` +
    `${HUE}\\s*,\\s*${PCT}\\s*,\\s*${PCT}(?:\\s*,\\s*${ALPHA})?` +
    `|${HUE}\\s+(?:${NUM}|${PCT})\\s+(?:${NUM}|${PCT})(?:\\s*/\\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  'i',
);

/** Whether `value` is a colour ZCssColor accepts (the hub picker falls back to black when it is not). */
export const isCssColor = (value: string): boolean => {
  const v = value.trim();
  return HEX.test(v) || RGB.test(v) || HSL.test(v);
};
