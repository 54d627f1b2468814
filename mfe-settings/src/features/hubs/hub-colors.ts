import { parseCssColor } from '../restaurants/settings/contrast';

/** Guest spec §2.13: the header background picker shows black when the stored value is not hex, rgb or hsl. */
export const PICKER_FALLBACK = '#000000';

export const pickerColor = (value: string | null | undefined): string =>
  value && parseCssColor(value) ? value.trim() : PICKER_FALLBACK;

/** A colour field may be left empty; anything typed must be a colour the API accepts. */
export const isColorOrEmpty = (value: string): boolean => !value.trim() || parseCssColor(value) !== null;
