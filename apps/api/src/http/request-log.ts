// What the request log may say about a request. Query strings carry secrets in this product's real traffic: the
// OpenID callback's `code` and `state`, the console's `/mslogin?ticket=`, a bearer token a client put in a URL.
// Every query value is therefore written as `[redacted]` (the names stay, for debugging), and headers are not
// logged at all, so no token, code, state or ticket reaches a log line.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * `url` with every query value replaced by `[redacted]`.
 *
 * @example
 * redactedUrl('/api/admin/land/ms/callback?code=abc&state=xyz'); // '/api/admin/land/ms/callback?code=[redacted]&state=[redacted]'
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return pair.includes('=') ? `${name}=[redacted]` : name === '' ? '' : `${name}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** The request as the log shows it: Fastify's default fields, the URL's query values redacted. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger option with the redacting request serializer added (false and custom instances stay as they are).
 *
 * @example
 * Fastify({ logger: withRedactedRequests({ level: 'info' }) });
 */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest as never } };
}
