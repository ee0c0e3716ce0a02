import { badRequest } from '../../http/errors.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO-8601 instant with a zone designator, normalised to UTC; 400 naming `field` otherwise. */
export function parseInstant(value: string, field: string): string {
  const parsed = new Date(value);
  if (!ISO_INSTANT.test(value) || Number.isNaN(parsed.getTime())) {
    throw badRequest(`${field} must be an ISO-8601 date-time with a time zone (e.g. 2026-05-01T09:00:00Z)`, field);
  }
  return parsed.toISOString();
}

/** True when Intl knows `zone` as an IANA time zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

/** A meeting link: an absolute http(s) URL, or null when empty; 400 naming meetingLink otherwise. */
export function parseMeetingLink(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('meetingLink must be an http or https URL', 'meetingLink');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('meetingLink must be an http or https URL', 'meetingLink');
  return text;
}
