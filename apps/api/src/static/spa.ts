import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-handler.js';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built console from `dir` at `/` (files are public) when the folder exists. Returns
 * the not-found handler: GET/HEAD outside /api falls back to index.html (client-side routes);
 * /api never does and gets a 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(dir)) {
    app.log.warn({ dir }, 'static folder not found; the console is not served');
    return sendNotFound;
  }
  await app.register(async (scope) => {
    // Static files are public: mark the plugin's routes so the auth guard lets them through.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: true,
      allowedPath: (pathname) => !isApi(pathname),
    });
  });
  return async (request, reply) => {
    const url = request.url;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi(url) || !fs.existsSync(indexFile)) {
      return sendNotFound(request, reply);
    }
    const html = await fs.promises.readFile(indexFile);
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
