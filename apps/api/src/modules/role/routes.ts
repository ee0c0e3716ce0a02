import type { FastifyInstance } from 'fastify';
import { roleRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { assignPermissions, type WriteContext } from './writes.js';
import { findRole, listEnabledRoles, rolePermissionIds } from './queries.js';
import { actionRoute } from '../../resources/action-route.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { addRoute, deleteRoute, listRoute, updateRoute } from '../../resources/routes.js';
import { roleResource } from './resource.js';
import {
  idBody,
  roleAllResult,
  roleAssignPermissionsBody,
  roleAssignPermissionsResult,
  roleDetailResult,
  roleStatusBody,
  type RoleAssignPermissionsResult,
  type RoleDetailResult,
  type RoleOption,
} from './schemas.js';

/**
 * Roles under /api/admin/role: list, add, update, status, delete, bulk and export from the declaration (resource.ts),
 * and those that do more: all (enabled roles for selects), detail (with permission ids) and assignPermissions.
 */
export function roleRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const ctx = (request: WriteContext['request']): WriteContext => ({ db, request, now: deps.now() });

  listRoute(app, roleResource, deps);

  // One operation per route: role:list (holders of user:assignRoles alone need role:list too).
  roleRoute(app, 'all', {
    access: { operation: 'role:list' },
    summary: 'Enabled roles, for selects',
    result: roleAllResult,
    handler: async () => ok<RoleOption[]>(await listEnabledRoles(db)),
  });

  roleRoute(app, 'detail', {
    access: { operation: 'role:detail' },
    summary: 'A role with its permission ids',
    body: idBody,
    result: roleDetailResult,
    handler: async (request) => {
      const role = await findRole(db, request.body.id);
      if (!role) throw notFound(`Role ${request.body.id} not found`);
      return ok<RoleDetailResult>({ ...role, permissionIds: await rolePermissionIds(db, role.id) });
    },
  });

  addRoute(app, roleResource, deps);
  updateRoute(app, roleResource, deps);
  actionRoute(app, roleResource, deps, 'status', { summary: 'Enable or disable a role', body: roleStatusBody, answersRecord: true });
  deleteRoute(app, roleResource, deps);

  roleRoute(app, 'assignPermissions', {
    access: { operation: 'role:assignPermissions' },
    summary: "Replace a role's permissions",
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
