// Intl date formats, each made once per time zone: making one costs far more than using it (a
// page's first costs a phone tens of milliseconds; a mail's, more than the rest of the mail).

/** The format of `locale` with `options` in a time zone, made on the first call for that zone.
 *  Throws, as Intl does, for a time zone Intl does not know. */
export function dateFormats(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) made.set(timeZone, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return format;
  };
}
