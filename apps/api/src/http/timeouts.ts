// Bounds on every connection, so clients that send slowly (or not at all) cannot hold the server's
// sockets: the request line and headers must arrive within a few seconds, the whole request (body
// included) within a minute, and a socket with no traffic is closed. Without them Fastify waits forever.
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** Connection limits in milliseconds. */
export interface ServerTimeouts {
  /** Request line and headers must be in by then (a slow-loris client is cut off). */
  headersMs: number;
  /** The whole request, body included, must be in by then. */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleMs: number;
  /** An idle kept-alive connection is closed after this long (longer than common load balancers' 60 s). */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, idleMs: 90_000, keepAliveMs: 72_000 };

function milliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer of milliseconds, got "${raw}"`);
  return value;
}

/**
 * Reads HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS and HTTP_KEEP_ALIVE_TIMEOUT_MS.
 * Throws a readable error on a bad value or headers allowed longer than the whole request.
 */
export function loadServerTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const timeouts: ServerTimeouts = {
    headersMs: milliseconds('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, DEFAULT_TIMEOUTS.headersMs),
    requestMs: milliseconds('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs),
    idleMs: milliseconds('HTTP_IDLE_TIMEOUT_MS', env.HTTP_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUTS.idleMs),
    keepAliveMs: milliseconds('HTTP_KEEP_ALIVE_TIMEOUT_MS', env.HTTP_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_TIMEOUTS.keepAliveMs),
  };
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HTTP_HEADERS_TIMEOUT_MS cannot be longer than HTTP_REQUEST_TIMEOUT_MS');
  return timeouts;
}

/**
 * The Fastify options that apply `timeouts`. Node checks the header and request limits on a timer;
 * it runs often enough (a quarter of the header limit, at most each second) that a limit holds to within that.
 */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts = DEFAULT_TIMEOUTS): FastifyHttpOptions<Server> {
  const checkEvery = Math.max(25, Math.min(1000, Math.floor(timeouts.headersMs / 4)));
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: checkEvery },
  };
}
