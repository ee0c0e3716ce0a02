import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { defineRoute } from './operations.js';
import { readListPreferences, resetListPreferences, saveListPreferences } from './queries.js';
import { listPreferencesGetResult, listPreferencesNameBody, listPreferencesSaveBody, type ListPreferencesGetResult } from './schemas.js';

/**
 * The caller's own list settings under /api/admin/self/listPreferences: read, save (replace) and reset one list's.
 * Every route reads and writes the signed-in user's row only; there is no user id in the body to name another.
 */
export function listPreferencesRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/listPreferences/get',
    access: { auth: 'self' },
    summary: "The caller's settings of one list (visible columns, order, density, page size), or null",
    tags: ['self'],
    body: listPreferencesNameBody,
    result: listPreferencesGetResult,
    handler: async (request) => ok<ListPreferencesGetResult>(await readListPreferences(db, requireAuth(request).userId, request.body.list)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/listPreferences/save',
    access: { auth: 'self' },
    summary: "Replace the caller's settings of one list",
    tags: ['self'],
    body: listPreferencesSaveBody,
    result: Type.Null(),
    handler: async (request) => {
      await saveListPreferences(db, requireAuth(request).userId, request.body.list, request.body.preferences, deps.now());
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/listPreferences/reset',
    access: { auth: 'self' },
    summary: "Forget the caller's settings of one list (the list's defaults apply again)",
    tags: ['self'],
    body: listPreferencesNameBody,
    result: Type.Null(),
    handler: async (request) => {
      await resetListPreferences(db, requireAuth(request).userId, request.body.list);
      return ok(null);
    },
  });
}
