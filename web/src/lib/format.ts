import { TIME_ZONE } from '#shared/domain/limits.ts';
import { istDate, istWallClock } from '#shared/domain/time.ts';
import { activeLocale } from './i18n/language.ts';

// The one money formatter lives in shared/ (the server's mails and messages use it too); the web app
// reads it from here beside the date formatter.
export { formatMoney } from '#shared/format/money.ts';

/** The options of each date style, made into a formatter only when first used (see below). */
const dateStyles = {
  /** 22 Nov 2025 */
  date: { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' },
  /** 22 Nov 2025, 09:30 am */
  dateTime: {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  },
  /** 09:30 am */
  time: { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true },
  /** 2025-11-22 (the invoice's order date) */
  iso: { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

/**
 * The formatters of the visit's locale (D83: 'en-IN' or 'hi-IN'), each made once, when first used.
 * Only Hindi visits make one: see englishDate.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, style: DateStyle): Intl.DateTimeFormat {
  // the ISO style is the invoice's machine-like date, the same in every language
  const tag = style === 'iso' ? 'en-CA' : locale;
  const key = `${tag} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, dateStyles[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** en-IN's short months, as Intl writes them (September is 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/**
 * A date in English, written out as Intl's en-IN formatters write it (format.test.ts compares them).
 * Not Intl: the first Intl formatter a browser makes loads its locale data, 20–60 ms on our test
 * machine and four times that on a phone, a long task in the start of every page that shows a date
 * (issue #35). And the server renders these pages with Node's copy of that data: written out, both
 * sides write the same text whatever their versions.
 */
function englishDate(date: Date, style: DateStyle): string {
  const india = istWallClock(date);
  const year = india.getUTCFullYear();
  const day = `${two(india.getUTCDate())} ${MONTHS[india.getUTCMonth()] ?? ''} ${year}`;
  const hours = india.getUTCHours();
  const time = `${two(hours % 12 || 12)}:${two(india.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  switch (style) {
    case 'date':
      return day;
    case 'dateTime':
      return `${day}, ${time}`;
    case 'time':
      return time;
    case 'iso':
      return istDate(date);
  }
}

/**
 * The one date formatter. Always India time (Asia/Kolkata), wherever the browser is; an invalid
 * date gives ''.
 */
export function formatDate(value: Date | string | number, style: DateStyle = 'date'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = activeLocale();
  // years outside 1000–9999 are written differently by Intl (and never a rental's)
  const year = date.getUTCFullYear();
  if ((locale === 'en-IN' || style === 'iso') && year > 1000 && year < 9999) return englishDate(date, style);
  return formatterOf(locale, style).format(date);
}
