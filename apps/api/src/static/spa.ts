import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-handler.js';
import { consoleFileOf, type ConsoleFile } from './console-files.js';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function send(request: FastifyRequest, reply: FastifyReply, file: ConsoleFile): FastifyReply {
  // The type goes on the 304 as well: it tells the security headers (http/security-headers.ts) whether this is the page.
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.code(200).send(file.body);
}

/**
 * Serves the built console's `files` at `/` (files are public; read into memory once, at start, by
 * `consoleFilesIn(dir)`: restart the server after a new build) when its folder `dir` exists. A GET or HEAD outside /api gets its file, else
 * index.html (client-side routes), except under /assets/, where a missing file is a 404 (a stale chunk
 * must fail as such, not load the page as script). /api never falls back. Hashed assets are cached for a
 * year, index.html revalidated by ETag, other files (the favicon) kept an hour. Returns the not-found handler for everything else.
 */
export async function registerSpa(
  app: FastifyInstance,
  files: Map<string, ConsoleFile> | undefined,
  dir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  if (!files) {
    app.log.warn({ dir }, 'static folder not found; the console is not served');
    return sendNotFound;
  }
  const index = files.get('/index.html');
  await app.register(async (scope) => {
    // Static files are public: mark these routes so the auth guard lets them through.
    scope.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const url = request.url;
      if (isApi(url)) return sendNotFound(request, reply);
      const file = consoleFileOf(files, url) ?? (url.startsWith('/assets/') ? undefined : index);
      return file ? send(request, reply, file) : sendNotFound(request, reply);
    });
  });
  return sendNotFound;
}
