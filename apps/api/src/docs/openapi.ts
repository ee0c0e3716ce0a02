import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * Collects route schemas into an OpenAPI 3 document and serves it at GET /api/docs/json (public,
 * not enveloped: it is a document for tools). Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Backoffice Console API', version: '0.1.0', description: 'Every response is the envelope { code, message, result }.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/api/docs/json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
