/**
 * A Spanish date formatter made on its first use, not when its module loads: the first Intl
 * formatter a page makes loads the browser's locale data (a long task of 30–60 ms on a slow
 * phone), which a page that shows no date should not pay for.
 */
export function spanishDates(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('es', options)).format(date);
}
