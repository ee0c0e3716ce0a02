import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecretShaped, newSecret, secretHash } from './secrets.js';

/**
 * The HttpOnly, SameSite=Lax cookie that ties a Microsoft sign-in to the browser that started it:
 * the callback, the ticket exchange and the binding all require the same browser (login-CSRF and
 * leaked-link protection). Only its hash is stored; the cookie is scoped to the ms routes.
 */
export const BROWSER_COOKIE = 'ms_signin_browser';
const COOKIE_PATH = '/api/admin/land/ms';
const MAX_AGE_SECONDS = 30 * 60;

/** The browser cookie's value from the request, when it has a well-formed one. */
export function readBrowserCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) {
      const value = rest.join('=');
      return isSecretShaped(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Hash of the caller's browser cookie, or undefined without one. */
export function browserHashOf(request: FastifyRequest): string | undefined {
  const value = readBrowserCookie(request);
  return value === undefined ? undefined : secretHash(value);
}

/** Keeps (or creates) the browser cookie and returns its hash for the new transaction. */
export function ensureBrowserCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const value = readBrowserCookie(request) ?? newSecret();
  const attributes = [`${BROWSER_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return secretHash(value);
}
