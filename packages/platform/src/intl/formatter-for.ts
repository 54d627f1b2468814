/**
 * Intl formatters made once per locale and options, for the whole page: building an Intl.DateTimeFormat,
 * NumberFormat or PluralRules costs far more than using one, and screens format on every draw (the header clock each
 * second, a busy day's rows). Options are compared by their JSON, so callers may pass a fresh object each time.
 */
type TIntlConstructor<T, O> = new (locale: string, options?: O) => T;

const made = new Map<TIntlConstructor<unknown, never>, Map<string, unknown>>();

function formatterFor<T, O>(make: TIntlConstructor<T, O>, locale: string, options: O): T {
  let byKey = made.get(make as TIntlConstructor<unknown, never>);
  if (!byKey) made.set(make as TIntlConstructor<unknown, never>, (byKey = new Map()));
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = byKey.get(key) as T | undefined;
  if (!formatter) byKey.set(key, (formatter = new make(locale, options)));
  return formatter;
}

export const dateFormatFor = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatterFor(Intl.DateTimeFormat, locale, options);

export const numberFormatFor = (locale: string, options: Intl.NumberFormatOptions) =>
  formatterFor(Intl.NumberFormat, locale, options);

export const pluralRulesFor = (locale: string, options: Intl.PluralRulesOptions) =>
  formatterFor(Intl.PluralRules, locale, options);
