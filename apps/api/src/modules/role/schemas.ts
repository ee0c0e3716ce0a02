// JSON schemas and wire types of the role routes.
import type { EnabledStatus } from '../../db/types.js';
import type { TSchema } from '../../http/schema-types.js';
import type { RoleFilter, RoleItem } from './queries.js';
import type { RoleInput } from './writes.js';

export type { RoleItem } from './queries.js';

/** Largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/** Body of POST /api/admin/role/list. */
export type RoleListRequest = RoleFilter & { current?: number; pageSize?: number };
/** Result of POST /api/admin/role/list. */
export interface RoleListResult {
  list: RoleItem[];
  total: number;
  current: number;
  pageSize: number;
}
/** An entry of POST /api/admin/role/all (enabled roles for selects): `name` en-US, `nameZh` zh-CN or null (show `name`). */
export interface RoleOption {
  id: number;
  code: string;
  name: string;
  nameZh: string | null;
}
/** Body of /role/detail and /role/delete. */
export interface RoleIdRequest {
  id: number;
}
/** Result of POST /api/admin/role/detail. */
export type RoleDetailResult = RoleItem & { permissionIds: number[] };
/** Body of POST /api/admin/role/add. */
export type RoleAddRequest = RoleInput;
/** Body of POST /api/admin/role/update. */
export type RoleUpdateRequest = RoleInput & { id: number; updatedAt?: string };
/** Body of POST /api/admin/role/status. */
export interface RoleStatusRequest {
  id: number;
  status: EnabledStatus;
}
/** Body of POST /api/admin/role/assignPermissions: the role's complete new set. */
export interface RoleAssignPermissionsRequest {
  id: number;
  permissionIds: number[];
}
/** Result of POST /api/admin/role/assignPermissions. */
export interface RoleAssignPermissionsResult {
  id: number;
  permissionIds: number[];
}

export const id = { type: 'integer', minimum: 1 };
export const status = { type: 'string', enum: ['enabled', 'disabled'] };
export const roleFields = {
  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
  name: { type: 'string', minLength: 1, maxLength: 64 },
  /** zh-CN name and remark: optional; empty or null stores none (readers show the en-US text). */
  nameZh: { type: ['string', 'null'], maxLength: 64 },
  remark: { type: ['string', 'null'], maxLength: 500 },
  remarkZh: { type: ['string', 'null'], maxLength: 500 },
  status,
};
export const roleItemSchema: TSchema = {
  type: 'object',
  required: ['id', 'code', 'name', 'nameZh', 'status', 'builtin', 'remark', 'remarkZh', 'userCount', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameZh: { type: ['string', 'null'] },
    status,
    builtin: { type: 'boolean' },
    remark: { type: ['string', 'null'] },
    remarkZh: { type: ['string', 'null'] },
    userCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
export const idBody: TSchema = { type: 'object', required: ['id'], additionalProperties: false, properties: { id } };
export const permissionIds = { type: 'array', maxItems: 5000, items: id };
