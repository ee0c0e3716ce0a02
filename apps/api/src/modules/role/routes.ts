import type { FastifyInstance } from 'fastify';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { addRole, assignPermissions, deleteRole, setRoleStatus, updateRole, type WriteContext } from './writes.js';
import { findRole, listEnabledRoles, listRoles, rolePermissionIds } from './queries.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { roleResource } from './resource.js';
import {
  idBody,
  roleAddBody,
  roleAllResult,
  roleAssignPermissionsBody,
  roleAssignPermissionsResult,
  roleDetailResult,
  roleItemSchema,
  roleListBody,
  roleListResult,
  roleStatusBody,
  roleUpdateBody,
  type RoleAssignPermissionsResult,
  type RoleDetailResult,
  type RoleItem,
  type RoleListResult,
  type RoleOption,
  type RoleUpdateRequest,
} from './schemas.js';

/** Roles: list, all, detail, add, update, status, delete, assignPermissions, bulk and export under /api/admin/role. */
export function roleRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const ctx = (request: WriteContext['request']): WriteContext => ({ db, request, now: deps.now() });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/list',
    access: { operation: 'role:list' },
    summary: 'List roles',
    tags: ['role'],
    body: roleListBody,
    result: roleListResult,
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
    result: roleAllResult,
    handler: async () => ok<RoleOption[]>(await listEnabledRoles(db)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/detail',
    access: { operation: 'role:detail' },
    summary: 'A role with its permission ids',
    tags: ['role'],
    body: idBody,
    result: roleDetailResult,
    handler: async (request) => {
      const role = await findRole(db, request.body.id);
      if (!role) throw notFound(`Role ${request.body.id} not found`);
      return ok<RoleDetailResult>({ ...role, permissionIds: await rolePermissionIds(db, role.id) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/add',
    access: { operation: 'role:add' },
    summary: 'Create a role',
    tags: ['role'],
    body: roleAddBody,
    result: roleItemSchema,
    handler: async (request) => ok<RoleItem>(await addRole(ctx(request), request.body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/update',
    access: { operation: 'role:update' },
    summary: 'Update a role',
    tags: ['role'],
    body: roleUpdateBody,
    result: roleItemSchema,
    stored: (request) => findRole(db, (request.body as RoleUpdateRequest).id),
    handler: async (request) => {
      const { id: roleId, updatedAt, code, name, ...rest } = request.body;
      // The stored role filled every omitted field before the handler (define-route.ts): no code means no role.
      if (code === undefined || name === undefined) throw notFound(`Role ${roleId} not found`);
      return ok<RoleItem>(await updateRole(ctx(request), roleId, { code, name, ...rest }, updatedAt));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/status',
    access: { operation: 'role:status' },
    summary: 'Enable or disable a role',
    tags: ['role'],
    body: roleStatusBody,
    result: roleItemSchema,
    handler: async (request) => ok<RoleItem>(await setRoleStatus(ctx(request), request.body.id, request.body.status)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/delete',
    access: { operation: 'role:delete' },
    summary: 'Delete a role (not built-in, not assigned to any user)',
    tags: ['role'],
    body: idBody,
    result: Type.Null(),
    handler: async (request) => {
      await deleteRole(ctx(request), request.body.id);
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/role/assignPermissions',
    access: { operation: 'role:assignPermissions' },
    summary: "Replace a role's permissions",
    tags: ['role'],
    body: roleAssignPermissionsBody,
    result: roleAssignPermissionsResult,
    handler: async (request) => {
      const ids = await assignPermissions(ctx(request), request.body.id, request.body.permissionIds, request.body.updatedAt);
      return ok<RoleAssignPermissionsResult>({ id: request.body.id, permissionIds: ids });
    },
  });

  bulkRoute(app, roleResource, deps);
  exportRoute(app, roleResource, deps, { auditTarget: 'roles' });
}
