/** Origins compare trimmed, lower-cased and without a trailing slash (guest spec §4: "compared lowercased"). */
export const normaliseOrigin = (origin: string): string => origin.trim().toLowerCase().replace(/\/+$/, '');

/** A public path as '/konoba-stol': one leading slash, no trailing one, lower case; '' for none. */
export function normalisePath(path: string | null | undefined): string {
  const trimmed = (path ?? '').trim().toLowerCase().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Whether `path` is the restaurant's public path or lies under it ('/konoba-stol/cancel/…'). */
export const isUnder = (path: string, publicPath: string): boolean =>
  publicPath !== '' && (path === publicPath || path.startsWith(`${publicPath}/`));
