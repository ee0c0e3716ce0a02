import type { Insertable, Transaction } from 'kysely';
import type { Database, PermissionsTable } from '../types.js';
import type { RoleGrant } from './builtin-roles.js';
import type { PermissionTreeDirectory } from './permission-tree.js';

/** Node ids of the seeded tree by natural key: `dir:<path>`, `menu:<name>`, `op:<code>`. */
export type PermissionIds = Map<string, number>;

/**
 * Inserts the nodes of the modules' permission tree (handed in by app.ts; modules/collect.ts, menuTree) that are missing (matched by natural key), leaving
 * existing rows as administrators may have edited them. Returns the ids of all seeded nodes.
 */
export async function seedPermissions(
  trx: Transaction<Database>,
  now: string,
  tree: readonly PermissionTreeDirectory[],
): Promise<PermissionIds> {
  const existing = await trx.selectFrom('permissions').select(['id', 'kind', 'name', 'path', 'code', 'parent_id']).execute();
  const ids: PermissionIds = new Map();
  for (const row of existing) {
    if (row.kind === 'directory' && row.parent_id === null && row.path) ids.set(`dir:${row.path}`, row.id);
    if (row.kind === 'menu') ids.set(`menu:${row.name}`, row.id);
    if (row.kind === 'operation' && row.code) ids.set(`op:${row.code}`, row.id);
  }
  const ensure = async (key: string, values: Omit<Insertable<PermissionsTable>, 'created_at' | 'updated_at'>): Promise<number> => {
    const found = ids.get(key);
    if (found !== undefined) return found;
    const row = await trx
      .insertInto('permissions')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, row.id);
    return row.id;
  };

  for (const [dirIndex, dir] of tree.entries()) {
    const dirId = await ensure(`dir:${dir.path}`, {
      parent_id: null,
      kind: 'directory',
      name: dir.path,
      path: dir.path,
      component: null,
      title: `menu.${dir.path}`,
      arco_icon: dir.arcoIcon,
      is_show: 1,
      sort_order: dirIndex + 1,
      code: null,
    });
    for (const [menuIndex, m] of dir.menus.entries()) {
      const menuId = await ensure(`menu:${m.name}`, {
        parent_id: dirId,
        kind: 'menu',
        name: m.name,
        path: m.path,
        component: m.component ?? `${dir.path}/${m.path}`,
        title: `menu.${dir.path}.${m.path}`,
        arco_icon: null,
        is_show: m.isShow ?? 1,
        sort_order: menuIndex + 1,
        code: null,
        active_menu: m.activeMenu ?? null,
      });
      for (const [opIndex, code] of m.operations.entries()) {
        await ensure(`op:${code}`, {
          parent_id: menuId,
          kind: 'operation',
          name: code,
          path: null,
          component: null,
          title: `operation.${code}`,
          arco_icon: null,
          is_show: 0,
          sort_order: opIndex + 1,
          code,
        });
      }
    }
  }
  return ids;
}

/** Resolves a role grant to node ids: granted directories with everything under them, granted menus with their directory and operations. */
export function resolveGrant(grant: RoleGrant, ids: PermissionIds, tree: readonly PermissionTreeDirectory[]): number[] {
  const granted = new Set<number>();
  const add = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed grant names an unknown permission: ${key}`);
    granted.add(id);
  };
  for (const dir of tree) {
    const wholeDir = grant.directories.includes(dir.path);
    for (const m of dir.menus) {
      if (!wholeDir && !grant.menus.includes(m.name)) continue;
      add(`dir:${dir.path}`);
      add(`menu:${m.name}`);
      m.operations.forEach((code) => add(`op:${code}`));
    }
  }
  (grant.operations ?? []).forEach((code) => add(`op:${code}`));
  const known = new Set(tree.flatMap((d) => d.menus.map((m) => m.name)));
  const unknown = grant.menus.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`Seed grant names unknown menus: ${unknown.join(', ')}`);
  return [...granted];
}
