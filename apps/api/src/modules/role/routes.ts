import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { addRole, assignPermissions, deleteRole, setRoleStatus, updateRole, type WriteContext } from './writes.js';
import { findRole, listEnabledRoles, listRoles, rolePermissionIds } from './queries.js';
import {
  id,
  idBody,
  MAX_PAGE_SIZE,
  permissionIds,
  roleFields,
  roleItemSchema,
  status,
  type RoleAddRequest,
  type RoleAssignPermissionsRequest,
  type RoleAssignPermissionsResult,
  type RoleDetailResult,
  type RoleIdRequest,
  type RoleItem,
  type RoleListRequest,
  type RoleListResult,
  type RoleOption,
  type RoleStatusRequest,
  type RoleUpdateRequest,
} from './schemas.js';

/** Roles: list, all, detail, add, update, status, delete and assignPermissions under /api/admin/role. */
export function roleRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db } = deps;
  const ctx = (request: WriteContext['request']): WriteContext => ({ db, request, now: deps.now() });

  defineRoute<{ Body: RoleListRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/list',
    access: { operation: 'role:list' },
    summary: 'List roles',
    tags: ['role'],
    body: {
      type: 'object',
      properties: {
        current: { type: 'integer', minimum: 1, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
        keyword: { type: 'string', maxLength: 64 },
        status,
      },
    },
    result: {
      type: 'object',
      required: ['list', 'total', 'current', 'pageSize'],
      properties: {
        list: { type: 'array', items: roleItemSchema },
        total: { type: 'integer' },
        current: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
    },
    handler: async (request) => {
      const current = request.body.current ?? 1;
      const pageSize = request.body.pageSize ?? 20;
      const page = await listRoles(db, request.body, { current, pageSize });
      return ok<RoleListResult>({ ...page, current, pageSize });
    },
  });

  // One operation per route: role:list (holders of user:assignRoles alone need role:list too).
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/all',
    access: { operation: 'role:list' },
    summary: 'Enabled roles, for selects',
    tags: ['role'],
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'code', 'name', 'nameZh'],
        properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, nameZh: { type: ['string', 'null'] } },
      },
    },
    handler: async () => ok<RoleOption[]>(await listEnabledRoles(db)),
  });

  defineRoute<{ Body: RoleIdRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/detail',
    access: { operation: 'role:detail' },
    summary: 'A role with its permission ids',
    tags: ['role'],
    body: idBody,
    result: {
      ...roleItemSchema,
      required: [...(roleItemSchema.required as string[]), 'permissionIds'],
      properties: { ...(roleItemSchema.properties as object), permissionIds: permissionIds },
    },
    handler: async (request) => {
      const role = await findRole(db, request.body.id);
      if (!role) throw notFound(`Role ${request.body.id} not found`);
      return ok<RoleDetailResult>({ ...role, permissionIds: await rolePermissionIds(db, role.id) });
    },
  });

  defineRoute<{ Body: RoleAddRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/add',
    access: { operation: 'role:add' },
    summary: 'Create a role',
    tags: ['role'],
    body: { type: 'object', required: ['code', 'name'], additionalProperties: false, properties: roleFields },
    result: roleItemSchema,
    handler: async (request) => ok<RoleItem>(await addRole(ctx(request), request.body)),
  });

  defineRoute<{ Body: RoleUpdateRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/update',
    access: { operation: 'role:update' },
    summary: 'Update a role',
    tags: ['role'],
    body: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id, ...roleFields, updatedAt: { type: 'string', maxLength: 40 } },
    },
    result: roleItemSchema,
    stored: (request) => findRole(db, (request.body as RoleUpdateRequest).id),
    handler: async (request) => {
      const { id: roleId, updatedAt, ...input } = request.body;
      return ok<RoleItem>(await updateRole(ctx(request), roleId, input, updatedAt));
    },
  });

  defineRoute<{ Body: RoleStatusRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/status',
    access: { operation: 'role:status' },
    summary: 'Enable or disable a role',
    tags: ['role'],
    body: { type: 'object', required: ['id', 'status'], additionalProperties: false, properties: { id, status } },
    result: roleItemSchema,
    handler: async (request) => ok<RoleItem>(await setRoleStatus(ctx(request), request.body.id, request.body.status)),
  });

  defineRoute<{ Body: RoleIdRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/delete',
    access: { operation: 'role:delete' },
    summary: 'Delete a role (not built-in, not assigned to any user)',
    tags: ['role'],
    body: idBody,
    result: { type: 'null' },
    handler: async (request) => {
      await deleteRole(ctx(request), request.body.id);
      return ok(null);
    },
  });

  defineRoute<{ Body: RoleAssignPermissionsRequest }>(app, {
    method: 'POST',
    url: '/api/admin/role/assignPermissions',
    access: { operation: 'role:assignPermissions' },
    summary: "Replace a role's permissions",
    tags: ['role'],
    body: { type: 'object', required: ['id', 'permissionIds'], additionalProperties: false, properties: { id, permissionIds } },
    result: { type: 'object', required: ['id', 'permissionIds'], properties: { id: { type: 'integer' }, permissionIds } },
    handler: async (request) => {
      const ids = await assignPermissions(ctx(request), request.body.id, request.body.permissionIds);
      return ok<RoleAssignPermissionsResult>({ id: request.body.id, permissionIds: ids });
    },
  });
}
