import { TIME_ZONE } from '#shared/domain/limits.ts';
import { activeLocale } from './i18n/language.ts';

// The one money formatter lives in shared/ (the server's mails and messages use it too); the web app
// reads it from here beside the date formatter.
export { formatMoney } from '#shared/format/money.ts';

const dateStyles = (locale: string) => ({
  /** 22 Nov 2025 */
  date: new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' }),
  /** 22 Nov 2025, 09:30 am */
  dateTime: new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }),
  /** 09:30 am */
  time: new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true }),
  /** 2025-11-22 (the invoice's order date) */
  iso: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
});

export type DateStyle = keyof ReturnType<typeof dateStyles>;

/** The formatters of the visit's locale (D83: 'en-IN' or 'hi-IN'), made once per locale. */
const formatters = new Map<string, ReturnType<typeof dateStyles>>();
function stylesOf(locale: string): ReturnType<typeof dateStyles> {
  let styles = formatters.get(locale);
  if (!styles) {
    styles = dateStyles(locale);
    formatters.set(locale, styles);
  }
  return styles;
}

/**
 * The one date formatter. Always India time (Asia/Kolkata), wherever the browser is; an invalid
 * date gives ''.
 */
export function formatDate(value: Date | string | number, style: DateStyle = 'date'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return stylesOf(activeLocale())[style].format(date);
}
