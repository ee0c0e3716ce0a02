import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { loadUserInfo, userInfoSchema } from '../../auth/user-info.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Code } from '../../http/errors.js';
import type { MenuTitles } from '../api-module.js';
import { loadMenuAndOperate } from './queries.js';
import { menuAndOperateSchema, type MenuAndOperateResult, type SelfInfoResult } from './schemas.js';

/** The signed-in user's own data: POST /api/admin/self/selfInfo and /menuAndOperate. */
export function currentUserRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; menuTitles: ReadonlyMap<string, MenuTitles> }): void {
  const { db, menuTitles } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/selfInfo',
    access: { auth: 'self' },
    summary: 'The signed-in user',
    tags: ['self'],
    result: userInfoSchema,
    handler: async (request) => {
      const auth = requireAuth(request);
      const info = await loadUserInfo(db, auth.userId);
      if (!info) throw new ApiError(Code.sessionEnded, 'Your account no longer exists');
      return ok<SelfInfoResult>(auth.mustEnrolSecondFactor ? { ...info, mustEnrolSecondFactor: true } : info);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/menuAndOperate',
    access: { auth: 'self' },
    summary: "The menu tree and operation codes granted by the signed-in user's roles",
    tags: ['self'],
    result: menuAndOperateSchema,
    handler: async (request) => ok<MenuAndOperateResult>(await loadMenuAndOperate(db, requireAuth(request).userId, menuTitles)),
  });
}
