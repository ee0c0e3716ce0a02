import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { loadUserInfo, userInfoSchema, type UserInfo } from '../../auth/user-info.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Code } from '../../http/errors.js';
import type { TSchema } from '../../http/schema-types.js';
import { loadMenuAndOperate, type MenuAndOperate } from './queries.js';

export type { MenuNode, MenuAndOperate } from './queries.js';
/** Result of POST /api/admin/self/selfInfo. */
export type SelfInfoResult = UserInfo;
/** Result of POST /api/admin/self/menuAndOperate. */
export type MenuAndOperateResult = MenuAndOperate;

/** Menu node schema, inlined to a fixed depth (fast-json-stringify and OpenAPI both cope without $ref). */
function menuNodeSchema(depth: number): TSchema {
  return {
    type: 'object',
    required: ['path', 'name', 'title', 'arcoIcon', 'isShow', 'order', 'children'],
    properties: {
      path: { type: 'string' },
      name: { type: 'string' },
      title: { type: 'string' },
      arcoIcon: { type: 'string' },
      isShow: { type: 'integer', enum: [0, 1] },
      order: { type: 'integer' },
      component: { type: 'string' },
      activeMenu: { type: 'string' },
      children: { type: 'array', items: depth > 1 ? menuNodeSchema(depth - 1) : { type: 'object' } },
    },
  };
}

/**
 * JSON schema of {@link MenuAndOperate}: the result of /self/menuAndOperate, also sent with the sign-in
 * result (land/login), so both answer the same shape.
 */
export const menuAndOperateSchema: TSchema = {
  type: 'object',
  required: ['menuTree', 'operateList'],
  properties: { menuTree: { type: 'array', items: menuNodeSchema(3) }, operateList: { type: 'array', items: { type: 'string' } } },
};

/** The signed-in user's own data: POST /api/admin/self/selfInfo and /menuAndOperate. */
export function selfRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/selfInfo',
    access: { auth: 'self' },
    summary: 'The signed-in user',
    tags: ['self'],
    result: userInfoSchema,
    handler: async (request) => {
      const info = await loadUserInfo(db, requireAuth(request).userId);
      if (!info) throw new ApiError(Code.sessionEnded, 'Your account no longer exists');
      return ok<SelfInfoResult>(info);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/menuAndOperate',
    access: { auth: 'self' },
    summary: "The menu tree and operation codes granted by the signed-in user's roles",
    tags: ['self'],
    result: menuAndOperateSchema,
    handler: async (request) => ok<MenuAndOperateResult>(await loadMenuAndOperate(db, requireAuth(request).userId)),
  });
}
