// Role writes: each runs in one transaction together with its audit entry (the kernel's for add, update, status and
// delete, resources/*.ts; assignPermissions' own).
import { holdVersion } from '../../http/partial-update.js';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, EnabledStatus } from '../../db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { assertMayManageRole, assertMaySetRolePermissions, loadHoldings, type Holdings } from '../../auth/containment.js';
import { requireAuth } from '../../auth/guard.js';
import { findRole } from './queries.js';
import type { RoleInput, RoleItem } from './schemas.js';
import type { WriteNote } from '../../resources/declaration.js';

/** The role every permission always belongs to. */
export const ADMIN_ROLE_CODE = 'admin';

/** Context of a write: database, caller's request (for the audit entry) and the clock. */
export interface WriteContext {
  db: Kysely<Database>;
  request: FastifyRequest;
  now: Date;
}

function callerOf(ctx: WriteContext, db: Kysely<Database>): Promise<Holdings> {
  return loadHoldings(db, requireAuth(ctx.request).userId, { enabledOnly: true });
}

async function requireRole(db: Kysely<Database>, id: number): Promise<RoleItem> {
  const role = await findRole(db, id);
  if (!role) throw notFound(`Role ${id} not found`);
  return role;
}

async function ensureCodeFree(db: Kysely<Database>, code: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('roles').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A role with code ${code} already exists`);
}

/** Trims the text fields; 400 naming the field when code or name is blank. */
function normalize(input: RoleInput): RoleInput {
  const code = input.code.trim();
  const name = input.name.trim();
  if (!code) throw badRequest('code cannot be empty', 'code');
  if (!name) throw badRequest('name cannot be empty', 'name');
  const second = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);
  return {
    code,
    name,
    remark: input.remark?.trim() || null,
    nameZh: second(input.nameZh),
    remarkZh: second(input.remarkZh),
    ...(input.status ? { status: input.status } : {}),
    ...(input.secondFactorRequired === undefined ? {} : { secondFactorRequired: input.secondFactorRequired }),
  };
}

/** The stored flag of `secondFactorRequired`, when the input names it. */
function secondFactorColumn(input: RoleInput): { second_factor_required?: 0 | 1 } {
  return input.secondFactorRequired === undefined ? {} : { second_factor_required: input.secondFactorRequired ? 1 : 0 };
}

function ensureAdminStaysEnabled(role: RoleItem, status: EnabledStatus | undefined): void {
  if (role.code === ADMIN_ROLE_CODE && status === 'disabled') throw conflict('The admin role cannot be disabled');
}

/** Creates a role in `trx`; 409 when the code is taken. Its audit note names the role by code. */
export async function addRoleIn(trx: Kysely<Database>, raw: RoleInput, now: Date): Promise<{ id: number } & WriteNote> {
  const input = normalize(raw);
  const at = now.toISOString();
  await ensureCodeFree(trx, input.code);
  const row = await trx
    .insertInto('roles')
    .values({
      code: input.code,
      name: input.name,
      name_zh: input.nameZh ?? null,
      remark: input.remark ?? null,
      remark_zh: input.remarkZh ?? null,
      status: input.status ?? 'enabled',
      ...secondFactorColumn(input),
      builtin: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, target: `role:${input.code}`, detail: { id: row.id, name: input.name } };
}

/**
 * Updates a role's fields in `trx` (its version already held): refused for a role the caller may not manage (403);
 * built-in roles keep their code, and admin stays enabled.
 */
export async function updateRoleIn(trx: Kysely<Database>, callerId: number, id: number, raw: RoleInput, now: Date): Promise<WriteNote> {
  const input = normalize(raw);
  const role = await requireRole(trx, id);
  await assertMayManageRole(trx, await loadHoldings(trx, callerId, { enabledOnly: true }), id);
  if (role.builtin && input.code !== role.code) throw forbidden(`The code of built-in role ${role.code} cannot change`);
  ensureAdminStaysEnabled(role, input.status);
  await ensureCodeFree(trx, input.code, id);
  const nameZh = input.nameZh === undefined ? role.nameZh : input.nameZh;
  await trx
    .updateTable('roles')
    .set({
      code: input.code,
      name: input.name,
      name_zh: nameZh,
      remark: input.remark ?? null,
      remark_zh: input.remarkZh === undefined ? role.remarkZh : input.remarkZh,
      ...(input.status ? { status: input.status } : {}),
      ...secondFactorColumn(input),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  const secondFactorRequired = input.secondFactorRequired ?? role.secondFactorRequired;
  return {
    target: `role:${input.code}`,
    detail: { id, name: input.name, nameZh, status: input.status ?? role.status, secondFactorRequired },
  };
}

/** Enables or disables a role (not admin) in `trx`, refused for a role the caller may not manage (403). */
export async function setRoleStatusIn(
  trx: Kysely<Database>,
  callerId: number,
  id: number,
  status: EnabledStatus,
  at: Date,
): Promise<WriteNote> {
  const role = await requireRole(trx, id);
  await assertMayManageRole(trx, await loadHoldings(trx, callerId, { enabledOnly: true }), id);
  ensureAdminStaysEnabled(role, status);
  await trx.updateTable('roles').set({ status, updated_at: at.toISOString() }).where('id', '=', id).execute();
  return { target: `role:${role.code}`, detail: { id, status } };
}

/**
 * Whether the caller may delete a role, in the deleting transaction: refused for a role they may not manage and for
 * built-in roles (403), and while any user holds it (409). Its audit note names the role.
 */
export async function checkRoleDeletable(trx: Kysely<Database>, callerId: number, id: number): Promise<WriteNote> {
  const role = await requireRole(trx, id);
  await assertMayManageRole(trx, await loadHoldings(trx, callerId, { enabledOnly: true }), id);
  if (role.builtin) throw forbidden(`Built-in role ${role.code} cannot be deleted`);
  if (role.userCount > 0) {
    throw conflict(`Role ${role.code} is assigned to ${role.userCount} user(s); remove it from them first`);
  }
  return { target: `role:${role.code}`, detail: { id, name: role.name } };
}

/** Removes roles with their grants and holders' links (checked by {@link checkRoleDeletable} first). */
export async function purgeRoles(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('role_permissions').where('role_id', 'in', ids).execute();
  await trx.deleteFrom('user_roles').where('role_id', 'in', ids).execute();
  await trx.deleteFrom('roles').where('id', 'in', ids).execute();
}

/**
 * Replaces a role's permissions with `permissionIds` in one transaction; admin always keeps everything. With
 * `expectedVersion` (the role's `updatedAt` when the set was loaded), a change made since refuses it (409).
 */
export async function assignPermissions(
  ctx: WriteContext,
  id: number,
  permissionIds: readonly number[],
  expectedVersion?: string,
): Promise<number[]> {
  const wanted = [...new Set(permissionIds)].sort((a, b) => a - b);
  return ctx.db.transaction().execute(async (trx) => {
    await holdVersion(trx, 'roles', id, expectedVersion);
    const role = await requireRole(trx, id);
    await assertMaySetRolePermissions(trx, await callerOf(ctx, trx), id, wanted);
    if (role.code === ADMIN_ROLE_CODE) throw conflict('The admin role always holds every permission');
    if (wanted.length > 0) {
      const found = await trx.selectFrom('permissions').select('id').where('id', 'in', wanted).execute();
      const known = new Set(found.map((r) => r.id));
      const unknown = wanted.filter((p) => !known.has(p));
      if (unknown.length > 0) throw badRequest(`permissionIds names unknown permissions: ${unknown.join(', ')}`, 'permissionIds');
    }
    const before = (await trx.selectFrom('role_permissions').select('permission_id').where('role_id', '=', id).execute()).map(
      (r) => r.permission_id,
    );
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    if (wanted.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(wanted.map((permission_id) => ({ role_id: id, permission_id })))
        .execute();
    }
    await trx.updateTable('roles').set({ updated_at: ctx.now.toISOString() }).where('id', '=', id).execute();
    const had = new Set(before);
    const added = wanted.filter((p) => !had.has(p));
    const removed = before.filter((p) => !wanted.includes(p));
    await recordWrite(
      trx,
      ctx.request,
      { action: 'role.assignPermissions', target: `role:${role.code}`, detail: { id, added, removed } },
      ctx.now,
    );
    return wanted;
  });
}
