import type { Transaction } from 'kysely';
import type { PermissionTreeDirectory } from './permission-tree.js';
import type { Database } from '../types.js';
import { BUILTIN_ROLES } from './builtin-roles.js';
import { ROLE_NAMES_ZH, ROLE_REMARK } from './seed-labels.js';
import { resolveGrant, type PermissionIds } from './seed-permissions.js';

async function grantMissing(trx: Transaction<Database>, roleId: number, permissionIds: readonly number[]): Promise<void> {
  if (permissionIds.length === 0) return;
  const have = await trx.selectFrom('role_permissions').select('permission_id').where('role_id', '=', roleId).execute();
  const held = new Set(have.map((r) => r.permission_id));
  const missing = permissionIds.filter((id) => !held.has(id));
  if (missing.length === 0) return;
  await trx
    .insertInto('role_permissions')
    .values(missing.map((permission_id) => ({ role_id: roleId, permission_id })))
    .execute();
}

/**
 * Creates the built-in roles that are missing, granting their default permissions only at
 * creation (later edits by administrators stick). `admin` is topped up with every permission on
 * each start. Returns role ids by code.
 */
export async function seedRoles(
  trx: Transaction<Database>,
  ids: PermissionIds,
  now: string,
  tree: readonly PermissionTreeDirectory[],
): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  const allPermissionIds = (await trx.selectFrom('permissions').select('id').execute()).map((r) => r.id);
  for (const role of BUILTIN_ROLES) {
    const found = await trx.selectFrom('roles').select('id').where('code', '=', role.code).executeTakeFirst();
    let roleId = found?.id;
    if (roleId === undefined) {
      const row = await trx
        .insertInto('roles')
        .values({
          code: role.code,
          name: role.name,
          name_zh: ROLE_NAMES_ZH[role.code],
          status: 'enabled',
          builtin: 1,
          remark: ROLE_REMARK.en,
          remark_zh: ROLE_REMARK.zh,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleId = row.id;
      if (role.grant !== 'all') await grantMissing(trx, roleId, resolveGrant(role.grant, ids, tree));
    }
    if (role.grant === 'all') await grantMissing(trx, roleId, allPermissionIds);
    roleIds.set(role.code, roleId);
  }
  return roleIds;
}
