import type { FastifyInstance } from 'fastify';

/**
 * Keeps Fastify's JSON parser (with its prototype-poisoning protection) but reads an empty body
 * as no body: clients post actions such as logout with a JSON content type and nothing in it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
