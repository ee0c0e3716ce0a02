import type { DateTimeStyle, DateTimeValue } from '@backoffice/console-core';
import { useDateTime } from '../hooks/useDateTime';

/** Props of {@link DateTime}. */
export interface DateTimeProps {
  value: DateTimeValue;
  /** Default 'dateTime'. */
  style?: DateTimeStyle;
  /** The zone to show it in (a session's own zone); the viewer's when absent. */
  timeZone?: string;
  /** Names the zone after the time. */
  showZone?: boolean;
  /** Shown for an empty value; default nothing. */
  empty?: string;
}

/**
 * A date or time as the viewer reads it (console-core's formatDateTime in the current language and the viewer's
 * zone, or the zone given), in a `<time>` element carrying the machine-readable instant. Pages show dates only
 * through it (or `useDateTime` where a string is needed), so every screen agrees.
 *
 * @example
 * render: (at: string) => <DateTime value={at} />
 * <DateTime value={session.startAt} timeZone={session.timeZone} showZone />
 */
export function DateTime({ value, style, timeZone, showZone, empty = '' }: DateTimeProps) {
  const formatDate = useDateTime();
  const text = formatDate(value, { ...(style ? { style } : {}), ...(timeZone ? { timeZone } : {}), ...(showZone ? { showZone } : {}) });
  if (!text) return <>{empty}</>;
  const instant = value instanceof Date ? value.toISOString() : typeof value === 'number' ? new Date(value).toISOString() : String(value);
  return <time dateTime={instant}>{text}</time>;
}
