import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { defineSelfRoutes, selfRoute } from '../../http/self-routes.js';
import { passwordChangeBody, passwordChangeResult, type PasswordChangeResult } from './schemas.js';
import { changeOwnPassword } from './writes.js';

/** Own password: POST /api/admin/password/change (self). */
export function passwordRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db, now } = deps;
  defineSelfRoutes(
    app,
    '/api/admin/password',
    {
      change: selfRoute({
        summary: 'Change your own password (ends your other sign-ins)',
        body: passwordChangeBody,
        result: passwordChangeResult,
        handler: async (request, auth) => {
          const ended = await changeOwnPassword(db, { ...auth, ip: request.ip ?? null }, request.body, now());
          return ok<PasswordChangeResult>({ endedSessions: ended }, 'Password changed');
        },
      }),
    },
    ['password'],
  );
}
