/** Where the console opens after a Microsoft sign-in when no (valid) target was given. */
export const DEFAULT_RETURN_TO = '/dashboard/workplace';

/**
 * A local console path to return to, or the default: only `/path?query` inside this origin,
 * never `//host`, `/\host`, a scheme or a control character (no open redirect).
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 1000) return DEFAULT_RETURN_TO;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/mslogin') || raw.startsWith('/bindingUser'))
    return DEFAULT_RETURN_TO;
  return raw;
}
