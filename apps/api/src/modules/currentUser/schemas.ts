// JSON schemas and wire types of the signed-in user's own routes (the menu schema is shared with the sign-in).
import type { UserInfo } from '../../auth/user-info.js';
import type { TSchema } from '../../http/schema-types.js';
import type { MenuAndOperate } from './queries.js';

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
      titles: {
        type: 'object',
        required: ['en-US', 'zh-CN'],
        properties: { 'en-US': { type: 'string' }, 'zh-CN': { type: 'string' } },
      },
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
