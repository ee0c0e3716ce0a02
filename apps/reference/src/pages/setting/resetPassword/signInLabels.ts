// How the own sign-in list words a device and a time: pure functions, so the wording is tested without a page.
import { formatDateTime, type Locale } from '@backoffice/console-core';

/** A sign-in's browser and system as one label ('Chrome 124 · Windows 10'); `unknown` when neither is known. */
export function deviceLabel(sign: { browser: string | null; os: string | null }, unknown: string): string {
  const parts = [sign.browser, sign.os].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : unknown;
}

/** An ISO time as a date and time in the user's language and time zone, e.g. 'Nov 27, 2026, 9:14 AM' in en-US. */
export function formatWhen(iso: string, locale: Locale): string {
  return formatDateTime(iso, { locale });
}
