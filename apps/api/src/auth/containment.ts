// Privilege containment: nobody hands out more than they hold. A staff member trusted with one delegated
// operation (assign roles, add users, reset passwords, edit a role's permissions...) could otherwise make
// themselves, or an account they control, an administrator. Every user and role write asks here first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { forbidden } from '../http/errors.js';

/** The role that holds every permission and is managed by its holders only. */
export const ADMIN_ROLE = 'admin';
/** The account created at the first start; it always exists, enabled, with the admin role. */
export const BUILT_IN_ADMIN = 'admin';

/** What a caller holds: the permissions of their enabled roles, and whether one of them is admin. */
export interface Holdings {
  userId: number;
  isAdmin: boolean;
  permissionIds: ReadonlySet<number>;
}

/**
 * The permissions `userId` holds through roles. `enabledOnly` counts only enabled roles (what the caller
 * can use now); without it disabled roles count too (what an account could use once they are re-enabled).
 *
 * @example
 * const caller = await loadHoldings(db, auth.userId, { enabledOnly: true });
 */
export async function loadHoldings(db: Kysely<Database>, userId: number, options: { enabledOnly: boolean }): Promise<Holdings> {
  let roles = db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.code'])
    .where('ur.user_id', '=', userId);
  if (options.enabledOnly) roles = roles.where('r.status', '=', 'enabled');
  const held = await roles.execute();
  const roleIds = held.map((r) => r.id);
  return { userId, isAdmin: held.some((r) => r.code === ADMIN_ROLE), permissionIds: await permissionsOfRoles(db, roleIds) };
}

async function permissionsOfRoles(db: Kysely<Database>, roleIds: readonly number[]): Promise<Set<number>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db.selectFrom('role_permissions').select('permission_id').where('role_id', 'in', roleIds).execute();
  return new Set(rows.map((r) => r.permission_id));
}

/**
 * The permissions of `wanted` that `caller` does not hold (none for an admin).
 *
 * @example
 * missingPermissions({ userId: 2, isAdmin: false, permissionIds: new Set([1, 2]) }, [2, 3]); // [3]
 */
export function missingPermissions(caller: Holdings, wanted: Iterable<number>): number[] {
  if (caller.isAdmin) return [];
  return [...new Set(wanted)].filter((id) => !caller.permissionIds.has(id)).sort((a, b) => a - b);
}

async function describePermissions(db: Kysely<Database>, ids: readonly number[]): Promise<string> {
  const rows = await db.selectFrom('permissions').select(['id', 'code', 'name']).where('id', 'in', ids).execute();
  const names = rows.sort((a, b) => a.id - b.id).map((r) => r.code ?? r.name);
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
}

async function refuseMissing(db: Kysely<Database>, missing: readonly number[], what: string): Promise<void> {
  if (missing.length === 0) return;
  throw forbidden(`${what} holds permissions you do not hold (${await describePermissions(db, missing)})`);
}

/**
 * Refuses (403) to give roles that carry permissions the caller lacks, or the admin role to anyone when the
 * caller is not an admin.
 *
 * @example
 * await assertMayGrantRoles(db, caller, [roleId]);
 */
export async function assertMayGrantRoles(db: Kysely<Database>, caller: Holdings, roleIds: readonly number[]): Promise<void> {
  if (caller.isAdmin || roleIds.length === 0) return;
  const roles = await db.selectFrom('roles').select(['id', 'code']).where('id', 'in', roleIds).execute();
  if (roles.some((r) => r.code === ADMIN_ROLE)) throw forbidden('Only administrators can give the admin role');
  await refuseMissing(db, missingPermissions(caller, await permissionsOfRoles(db, roleIds)), 'A role you are giving');
}

/**
 * Refuses (403) a change to the account `targetUserId` (edit, status, delete, password reset, roles)
 * when the account holds permissions the caller lacks; admin accounts are managed by admins only.
 *
 * @example
 * await assertMayManageUser(db, caller, userId);
 */
export async function assertMayManageUser(db: Kysely<Database>, caller: Holdings, targetUserId: number): Promise<void> {
  if (caller.isAdmin) return;
  const target = await loadHoldings(db, targetUserId, { enabledOnly: false });
  if (target.isAdmin) throw forbidden('Only administrators can change an administrator account');
  await refuseMissing(db, missingPermissions(caller, target.permissionIds), 'This account');
}

/**
 * Refuses (403) a change to role `roleId` (its fields, status, deletion or permissions) when it holds
 * permissions the caller lacks; the admin role is managed by admins only.
 *
 * @example
 * await assertMayManageRole(db, caller, roleId);
 */
export async function assertMayManageRole(db: Kysely<Database>, caller: Holdings, roleId: number): Promise<void> {
  if (caller.isAdmin) return;
  const role = await db.selectFrom('roles').select('code').where('id', '=', roleId).executeTakeFirst();
  if (role?.code === ADMIN_ROLE) throw forbidden('Only administrators can change the admin role');
  await refuseMissing(db, missingPermissions(caller, await permissionsOfRoles(db, [roleId])), 'This role');
}

/**
 * Refuses (403) to set the permissions of a role the caller holds (a non-admin would widen their own
 * access) or to put permissions in it that the caller lacks.
 *
 * @example
 * await assertMaySetRolePermissions(db, caller, roleId, [4, 5]);
 */
export async function assertMaySetRolePermissions(
  db: Kysely<Database>,
  caller: Holdings,
  roleId: number,
  wanted: readonly number[],
): Promise<void> {
  if (caller.isAdmin) return;
  await assertMayManageRole(db, caller, roleId);
  const own = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', caller.userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (own) throw forbidden('You cannot change the permissions of a role you hold; ask an administrator');
  await refuseMissing(db, missingPermissions(caller, wanted), 'The new permission set');
}
