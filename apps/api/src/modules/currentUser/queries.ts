import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MenuTitles } from '../api-module.js';
import type { MenuAndOperate, MenuNode } from './schemas.js';

/**
 * Derives the menu tree and operation codes from a user's enabled roles. A directory shows when
 * it has at least one permitted menu entry (granting an entry implies its directory); entries
 * and directories are sorted by order, then id. Each node whose title key `titles` knows carries its text.
 */
export async function loadMenuAndOperate(
  db: Kysely<Database>,
  userId: number,
  titles: ReadonlyMap<string, MenuTitles> = new Map(),
): Promise<MenuAndOperate> {
  const granted = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select([
      'p.id',
      'p.parent_id',
      'p.kind',
      'p.name',
      'p.path',
      'p.component',
      'p.title',
      'p.arco_icon',
      'p.is_show',
      'p.sort_order',
      'p.code',
      'p.active_menu',
    ])
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'enabled')
    .execute();

  const operateList = [...new Set(granted.flatMap((p) => (p.kind === 'operation' && p.code ? [p.code] : [])))].sort();
  const menus = granted.filter((p) => p.kind === 'menu' && p.parent_id !== null);
  const parentIds = [...new Set(menus.map((m) => m.parent_id as number))];
  if (parentIds.length === 0) return { menuTree: [], operateList };

  const directories = await db
    .selectFrom('permissions')
    .select(['id', 'name', 'path', 'title', 'arco_icon', 'is_show', 'sort_order'])
    .where('id', 'in', parentIds)
    .where('kind', '=', 'directory')
    .execute();

  const titlesOf = (key: string) => {
    const found = titles.get(key);
    return found ? { titles: found } : {};
  };
  const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) => a.sort_order - b.sort_order || a.id - b.id;
  const menuTree = directories.sort(byOrder).map<MenuNode>((dir) => ({
    path: dir.path ?? dir.name,
    name: dir.name,
    title: dir.title,
    ...titlesOf(dir.title),
    arcoIcon: dir.arco_icon ?? '',
    isShow: dir.is_show,
    order: dir.sort_order,
    children: menus
      .filter((m) => m.parent_id === dir.id)
      .sort(byOrder)
      .map<MenuNode>((m) => ({
        path: m.path ?? m.name,
        name: m.name,
        title: m.title,
        ...titlesOf(m.title),
        arcoIcon: m.arco_icon ?? '',
        isShow: m.is_show,
        order: m.sort_order,
        ...(m.component ? { component: m.component } : {}),
        ...(m.active_menu ? { activeMenu: m.active_menu } : {}),
        children: [],
      })),
  }));
  return { menuTree, operateList };
}
