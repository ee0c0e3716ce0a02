// One way to show a date or a time: through Intl, in the viewer's language and time zone. Pages never format a
// date by hand (apps/reference's date-formatting test fails on toLocaleString and sliced ISO strings), so every
// screen agrees, zh-CN shows Chinese dates, and a zone is named wherever it matters.

/** How much of an instant to show. */
export type DateTimeStyle = 'dateTime' | 'date' | 'time';

/** What {@link formatDateTime} needs besides the value. */
export interface DateTimeFormatOptions {
  /** The viewer's language, e.g. 'en-US' or 'zh-CN'. */
  locale: string;
  /** The IANA zone to show the instant in; the viewer's (browser's) zone when absent. */
  timeZone?: string;
  /** Default 'dateTime'. */
  style?: DateTimeStyle;
  /** Adds the zone's name (e.g. 'GMT+8', 'UTC'), for a time scheduled in a zone of its own, such as a session's start. */
  showZone?: boolean;
}

/** A value that is a date: an ISO string, epoch milliseconds or a Date; nothing shows as ''. */
export type DateTimeValue = string | number | Date | null | undefined;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Whether `locale` reads times on a 24-hour clock (zh-CN: 09:05), where hours keep two digits so times line up. */
function usesTwentyFourHours(locale: string): boolean {
  const cycle = formatOf(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24';
}

function partsOf(style: DateTimeStyle, locale: string): Intl.DateTimeFormatOptions {
  const date: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
  // 'numeric' on a 24-hour clock gives '4:39' before ten and '14:39' after: a column of times would not line up.
  const time: Intl.DateTimeFormatOptions = { hour: usesTwentyFourHours(locale) ? '2-digit' : 'numeric', minute: '2-digit' };
  if (style === 'date') return date;
  if (style === 'time') return time;
  return { ...date, ...time };
}

/**
 * `value` as the viewer reads it: 'Dec 5, 2026, 9:00 AM' in en-US, '2026年12月5日 09:00' in zh-CN (a 24-hour clock keeps
 * two digits of hour, so times line up in a column). A calendar
 * date without a time ('2026-12-11') is that day wherever the viewer is. An empty or unreadable value is ''.
 *
 * @example
 * formatDateTime('2026-12-05T10:00:00Z', { locale: 'zh-CN', timeZone: 'UTC' }); // '2026年12月5日 10:00'
 * formatDateTime('2026-12-05T10:00:00Z', { locale: 'en-US', timeZone: 'Asia/Shanghai', showZone: true }); // 'Dec 5, 2026, 6:00 PM GMT+8'
 */
export function formatDateTime(value: DateTimeValue, options: DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const instant = value instanceof Date ? value.getTime() : calendarDate ? Date.parse(`${value}T00:00:00Z`) : new Date(value).getTime();
  if (Number.isNaN(instant)) return '';
  const style = calendarDate ? 'date' : (options.style ?? 'dateTime');
  const timeZone = calendarDate ? 'UTC' : options.timeZone;
  const zone = options.showZone && !calendarDate ? { timeZoneName: 'short' as const } : {};
  return formatOf(options.locale, { ...partsOf(style, options.locale), ...(timeZone ? { timeZone } : {}), ...zone }).format(instant);
}

/**
 * The viewer's IANA time zone, as the browser (or Node) reports it; 'UTC' when it reports none.
 *
 * @example
 * const zone = viewerTimeZone(); // 'Asia/Shanghai'
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
