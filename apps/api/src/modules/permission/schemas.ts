// JSON schemas and wire types of the permission tree routes.
import type { TSchema } from '../../http/schema-types.js';
import type { PermissionFields } from './rules.js';
import type { PermissionAddInput } from './writes.js';

export type { PermissionNode } from './queries.js';
export type { PermissionFields } from './rules.js';

/** Body of POST /api/admin/permission/add. */
export type PermissionAddRequest = PermissionAddInput;
/** Body of POST /api/admin/permission/update. */
export type PermissionUpdateRequest = PermissionFields & { id: number };
/** Body of POST /api/admin/permission/move: the new parent (null: root) and 1-based position among its children. */
export interface PermissionMoveRequest {
  id: number;
  parentId: number | null;
  order: number;
}
/** Body of POST /api/admin/permission/delete. */
export interface PermissionDeleteRequest {
  id: number;
}

export const id = { type: 'integer', minimum: 1 };
export const nullableId = { type: ['integer', 'null'], minimum: 1 };
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
export const fields = {
  name: { type: 'string', minLength: 1, maxLength: 64 },
  path: nullableText(64),
  component: nullableText(128),
  title: { type: 'string', maxLength: 128 },
  arcoIcon: nullableText(64),
  isShow: { type: 'integer', enum: [0, 1] },
  code: nullableText(64),
  activeMenu: nullableText(64),
};

const nodeProperties = {
  id: { type: 'integer' },
  parentId: { type: ['integer', 'null'] },
  kind: { type: 'string', enum: ['directory', 'menu', 'operation'] },
  name: { type: 'string' },
  path: { type: ['string', 'null'] },
  component: { type: ['string', 'null'] },
  title: { type: 'string' },
  arcoIcon: { type: ['string', 'null'] },
  isShow: { type: 'integer' },
  order: { type: 'integer' },
  code: { type: ['string', 'null'] },
  activeMenu: { type: ['string', 'null'] },
};
/** Node schema inlined to a fixed depth (directory > menu > operation, plus one spare level). */
export function nodeSchema(depth: number): TSchema {
  return {
    type: 'object',
    required: [...Object.keys(nodeProperties), 'children'],
    properties: { ...nodeProperties, children: { type: 'array', items: depth > 1 ? nodeSchema(depth - 1) : { type: 'object' } } },
  };
}
export const singleNode = nodeSchema(1);
