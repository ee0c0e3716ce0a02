import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { passwordChangeBody, passwordChangeResult, type PasswordChangeResult } from './schemas.js';
import { changeOwnPassword } from './writes.js';

/** Own password: POST /api/admin/password/change (self). */
export function passwordRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db, now } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/password/change',
    access: { auth: 'self' },
    summary: 'Change your own password (ends your other sign-ins)',
    tags: ['password'],
    body: passwordChangeBody,
    result: passwordChangeResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const ended = await changeOwnPassword(db, { ...auth, ip: request.ip ?? null }, request.body, now());
      return ok<PasswordChangeResult>({ endedSessions: ended }, 'Password changed');
    },
  });
}
