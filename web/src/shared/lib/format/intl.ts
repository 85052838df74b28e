// Intl's formatters are slow to make (each resolves its locale's data: about a millisecond on a
// phone) and free to reuse, so a list of dated or rated items makes one per locale and options.

const kept = new Map<string, unknown>();

function keptFormat<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keptFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  keptFormat('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
