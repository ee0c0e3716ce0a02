import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { projectRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { projectIdsInScope } from '../../auth/record-scope.js';
import { containsKeyword } from '../../lists/index.js';
import { userOptionsBody, userOptionsResult, type ProjectUserOption } from './schemas.js';

/** Operations whose holders pick users for projects and sessions. */
const PICKERS = [
  'project:list',
  'project:add',
  'project:update',
  'project:myAdd',
  'project:myUpdate',
  'session:add',
  'session:update',
  'session:myUpdate',
];
/** Most options one call answers. */
const OPTION_LIMIT = 50;

/**
 * POST /api/admin/project/userOptions: enabled users (by type and name) to choose as client,
 * moderator or member. Open to holders of any project/session write or list operation, so the
 * 'my' pages can use it without the user-management permission.
 */
export function userOptionRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  projectRoute(app, 'userOptions', {
    access: { auth: 'self' },
    summary: 'Users to pick as client, moderator or member',
    body: userOptionsBody,
    result: userOptionsResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      if (!PICKERS.some((code) => auth.operations.has(code))) throw forbidden('Not permitted: requires a project or session operation');
      const { type, keyword } = request.body ?? {};
      let q = deps.db
        .selectFrom('users')
        .select(['id', 'real_name', 'username', 'type'])
        .where('deleted_at', 'is', null)
        .where('status', '=', 'enabled');
      if (type) q = q.where('type', '=', type);
      // Without project-wide access, a caller picks among the people of their own projects (and themselves),
      // never from the whole staff list.
      if (!auth.operations.has('project:list')) {
        const scope = { userId: auth.userId };
        q = q.where((eb) =>
          eb.or([
            eb('id', '=', auth.userId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('project_moderators')
                .select('user_id')
                .where('project_id', 'in', (inner) => projectIdsInScope(inner as unknown as ExpressionBuilder<Database, never>, scope)),
            ),
            eb(
              'id',
              'in',
              eb
                .selectFrom('project_members')
                .select('user_id')
                .where('project_id', 'in', (inner) => projectIdsInScope(inner as unknown as ExpressionBuilder<Database, never>, scope)),
            ),
            eb(
              'id',
              'in',
              eb
                .selectFrom('projects')
                .select('client_id')
                .where('client_id', 'is not', null)
                .where('id', 'in', (inner) => projectIdsInScope(inner as unknown as ExpressionBuilder<Database, never>, scope)),
            ),
          ]),
        );
      }
      const word = keyword?.trim();
      if (word) q = q.where((eb) => eb.or([containsKeyword('username', word), containsKeyword('real_name', word)]));
      const rows = await q.orderBy('username').limit(OPTION_LIMIT).execute();
      return ok<ProjectUserOption[]>(
        rows.map((r) => ({ id: r.id, name: r.real_name?.trim() ? r.real_name : r.username, username: r.username, type: r.type })),
      );
    },
  });
}
