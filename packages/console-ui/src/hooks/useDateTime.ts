import { useCallback } from 'react';
import { formatDateTime, type DateTimeFormatOptions, type DateTimeValue } from '@backoffice/console-core';
import { useLocale } from './useT';

/**
 * The console's date formatter (console-core's `formatDateTime`) in the current language and the viewer's time
 * zone; the component re-renders when the language changes. Pass `timeZone` (and `showZone`) for a time
 * scheduled in a zone of its own, such as a session's start.
 *
 * @example
 * const formatDate = useDateTime();
 * formatDate(row.createdAt); // 'Dec 5, 2026, 10:00 AM' or '2026年12月5日 10:00'
 * formatDate(session.startAt, { timeZone: session.timeZone, showZone: true });
 */
export function useDateTime(): (value: DateTimeValue, options?: Omit<DateTimeFormatOptions, 'locale'>) => string {
  const locale = useLocale();
  return useCallback((value, options) => formatDateTime(value, { ...options, locale }), [locale]);
}
