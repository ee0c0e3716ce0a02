// Permission-tree writes: each runs in one transaction together with its audit entry.
import type { Kysely, Transaction } from 'kysely';
import type { Database, PermissionKind } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { holdVersion } from '../../http/partial-update.js';
import { ADMIN_ROLE_CODE, type WriteContext } from '../role/writes.js';
import { findPermission, isSelfOrDescendant, toNode, type PermissionRow } from './queries.js';
import { checkActiveMenu, checkParent, checkUnique, isBuiltInCode, normalizeFields } from './rules.js';
import type { PermissionAddRequest, PermissionFields, PermissionNode } from './schemas.js';

async function requireNode(db: Kysely<Database>, id: number): Promise<PermissionRow> {
  const row = await findPermission(db, id);
  if (!row) throw notFound(`Permission ${id} not found`);
  return row;
}

const targetOf = (row: { kind: PermissionKind; name: string; code: string | null }) => `permission:${row.code ?? row.name}`;

/** Puts `id` at 1-based `position` among the children of `parentId` and renumbers them 1..n. */
async function placeAmongSiblings(trx: Transaction<Database>, id: number, parentId: number | null, position: number, at: string) {
  const base = trx.selectFrom('permissions').select('id').where('id', '!=', id);
  const siblings = await (parentId === null ? base.where('parent_id', 'is', null) : base.where('parent_id', '=', parentId))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const ids = siblings.map((s) => s.id);
  ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id);
  for (const [index, siblingId] of ids.entries()) {
    await trx
      .updateTable('permissions')
      .set({ sort_order: index + 1, ...(siblingId === id ? { parent_id: parentId, updated_at: at } : {}) })
      .where('id', '=', siblingId)
      .execute();
  }
}

/** Adds a node under a parent of the right kind; the admin role is granted it at once. */
export async function addPermission(ctx: WriteContext, input: PermissionAddRequest): Promise<PermissionNode> {
  const at = ctx.now.toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await checkParent(trx, input.kind, input.parentId);
    const fields = normalizeFields(input.kind, input);
    await checkUnique(trx, input.kind, input.parentId, fields);
    await checkActiveMenu(trx, fields, fields.name);
    const row = await trx
      .insertInto('permissions')
      .values({ ...fields, parent_id: input.parentId, kind: input.kind, sort_order: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeAmongSiblings(trx, row.id, input.parentId, input.order ?? Number.MAX_SAFE_INTEGER, at);
    const admin = await trx.selectFrom('roles').select('id').where('code', '=', ADMIN_ROLE_CODE).executeTakeFirst();
    if (admin) await trx.insertInto('role_permissions').values({ role_id: admin.id, permission_id: row.id }).execute();
    await recordWrite(
      trx,
      ctx.request,
      {
        action: 'permission.add',
        target: targetOf({ ...fields, kind: input.kind }),
        detail: { id: row.id, kind: input.kind, parentId: input.parentId },
      },
      ctx.now,
    );
    return row.id;
  });
  return toNode(await requireNode(ctx.db, id));
}

/** A permission write's context: the caller's, and the operation codes the app's routes require. */
export interface PermissionWriteContext extends WriteContext {
  builtInCodes: ReadonlySet<string>;
}

/**
 * Updates a node's fields (its kind and parent stay; built-in operation codes stay); with `expectedVersion`, the
 * `updatedAt` the editor loaded, an edit made since refuses it (409).
 */
export async function updatePermission(
  ctx: PermissionWriteContext,
  id: number,
  input: PermissionFields,
  expectedVersion?: string,
): Promise<PermissionNode> {
  await ctx.db.transaction().execute(async (trx) => {
    await holdVersion(trx, 'permissions', id, expectedVersion);
    const row = await requireNode(trx, id);
    const fields = normalizeFields(row.kind, input);
    if (isBuiltInCode(row.code, ctx.builtInCodes) && fields.code !== row.code)
      throw conflict(`Operation code ${row.code} is required by the server and cannot change`);
    await checkUnique(trx, row.kind, row.parent_id, fields, id);
    await checkActiveMenu(trx, fields, fields.name);
    await trx
      .updateTable('permissions')
      .set({ ...fields, updated_at: ctx.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordWrite(
      trx,
      ctx.request,
      { action: 'permission.update', target: targetOf({ ...fields, kind: row.kind }), detail: { id } },
      ctx.now,
    );
  });
  return toNode(await requireNode(ctx.db, id));
}

/** Moves a node under a new parent of the right kind at a 1-based position; never under itself. */
export async function movePermission(ctx: WriteContext, id: number, parentId: number | null, order: number): Promise<PermissionNode> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await requireNode(trx, id);
    if (parentId !== null && (await isSelfOrDescendant(trx, id, parentId))) {
      throw badRequest('a node cannot move under itself or its own descendant', 'parentId');
    }
    await checkParent(trx, row.kind, parentId);
    if (parentId !== row.parent_id) {
      const fields = normalizeFields(row.kind, { ...row, arcoIcon: row.arco_icon, isShow: row.is_show });
      await checkUnique(trx, row.kind, parentId, fields, id);
    }
    await placeAmongSiblings(trx, id, parentId, order, ctx.now.toISOString());
    await recordWrite(
      trx,
      ctx.request,
      { action: 'permission.move', target: targetOf(row), detail: { id, from: row.parent_id, to: parentId, order } },
      ctx.now,
    );
  });
  return toNode(await requireNode(ctx.db, id));
}

/** Deletes a leaf node and its role grants; refused while it has children or when the server requires its code. */
export async function deletePermission(ctx: PermissionWriteContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await requireNode(trx, id);
    const child = await trx.selectFrom('permissions').select('id').where('parent_id', '=', id).executeTakeFirst();
    if (child) throw conflict(`${row.name} still has children; delete or move them first`);
    if (isBuiltInCode(row.code, ctx.builtInCodes))
      throw conflict(`Operation code ${row.code} is required by the server and cannot be deleted`);
    const grants = await trx.deleteFrom('role_permissions').where('permission_id', '=', id).executeTakeFirst();
    await trx.deleteFrom('permissions').where('id', '=', id).execute();
    await recordWrite(
      trx,
      ctx.request,
      {
        action: 'permission.delete',
        target: targetOf(row),
        detail: { id, kind: row.kind, grantsRemoved: Number(grants.numDeletedRows) },
      },
      ctx.now,
    );
  });
}
