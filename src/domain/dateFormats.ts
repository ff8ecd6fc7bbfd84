// Intl date formats, each made once: making one costs far more than using it (a page's first
// costs a phone tens of milliseconds; a mail's, more than the rest of the mail).

const made = new Map<string, Intl.DateTimeFormat>();

/** The format `name` (one name per set of options) of a locale in a time zone, made on first use.
 *  Throws, as Intl does, for a time zone Intl does not know. */
export function dateFormat(name: string, locale: string, timeZone: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}
