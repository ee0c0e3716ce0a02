import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/**
 * Keeps Fastify's JSON parser (with its prototype-poisoning protection) but reads an empty body
 * as no body: clients post actions such as logout with a JSON content type and nothing in it. A body nesting
 * deeper than {@link MAX_JSON_DEPTH} is refused (400) before it is parsed.
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
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
