import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { permissionRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import type { WriteContext } from '../role/writes.js';
import { addPermission, deletePermission, movePermission, updatePermission, type PermissionWriteContext } from './writes.js';
import { findPermission, loadPermissionTree } from './queries.js';
import {
  permissionAddBody,
  permissionDeleteBody,
  permissionMoveBody,
  permissionTreeResult,
  permissionUpdateBody,
  singleNode,
  type PermissionNode,
} from './schemas.js';

/** The permission tree: tree, add, update, move and delete under /api/admin/permission. */
export function permissionRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; operationCodes: ReadonlySet<string> },
): void {
  const { db } = deps;
  const ctx = (request: WriteContext['request']): PermissionWriteContext => ({
    db,
    request,
    now: deps.now(),
    builtInCodes: deps.operationCodes,
  });

  permissionRoute(app, 'tree', {
    access: { operation: 'permission:list' },
    summary: 'The whole permission tree',
    result: permissionTreeResult,
    handler: async () => ok<PermissionNode[]>(await loadPermissionTree(db)),
  });

  permissionRoute(app, 'add', {
    access: { operation: 'permission:add' },
    summary: 'Add a directory (root), menu (under a directory) or operation (under a menu)',
    body: permissionAddBody,
    result: singleNode,
    handler: async (request) => ok<PermissionNode>(await addPermission(ctx(request), request.body)),
  });

  permissionRoute(app, 'update', {
    access: { operation: 'permission:update' },
    summary: "Update a node's fields",
    body: permissionUpdateBody,
    result: singleNode,
    stored: async (request) => {
      const row = await findPermission(db, (request.body as { id: number }).id);
      return (
        row && {
          name: row.name,
          path: row.path,
          component: row.component,
          title: row.title,
          arcoIcon: row.arco_icon,
          isShow: row.is_show,
          code: row.code,
          activeMenu: row.active_menu,
        }
      );
    },
    handler: async (request) => {
      const { id: nodeId, name, updatedAt, ...rest } = request.body;
      // The stored node filled every omitted field before the handler (define-route.ts): no name means no node.
      if (name === undefined) throw notFound(`Permission ${nodeId} not found`);
      return ok<PermissionNode>(await updatePermission(ctx(request), nodeId, { name, ...rest }, updatedAt));
    },
  });

  permissionRoute(app, 'move', {
    access: { operation: 'permission:update' },
    summary: 'Move a node to a new parent and position',
    body: permissionMoveBody,
    result: singleNode,
    handler: async (request) =>
      ok<PermissionNode>(await movePermission(ctx(request), request.body.id, request.body.parentId, request.body.order)),
  });

  permissionRoute(app, 'delete', {
    access: { operation: 'permission:delete' },
    summary: 'Delete a node without children, with its role grants',
    body: permissionDeleteBody,
    result: Type.Null(),
    handler: async (request) => {
      await deletePermission(ctx(request), request.body.id);
      return ok(null);
    },
  });
}
