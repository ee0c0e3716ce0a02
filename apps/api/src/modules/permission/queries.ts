import type { Kysely, Selectable } from 'kysely';
import type { Database, PermissionsTable } from '../../db/types.js';
import type { PermissionNode } from './schemas.js';

/** A stored permission row. */
export type PermissionRow = Selectable<PermissionsTable>;

/** Converts a row to a node without children. */
export function toNode(row: PermissionRow): PermissionNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    kind: row.kind,
    name: row.name,
    path: row.path,
    component: row.component,
    title: row.title,
    arcoIcon: row.arco_icon,
    isShow: row.is_show,
    order: row.sort_order,
    code: row.code,
    activeMenu: row.active_menu,
    updatedAt: row.updated_at,
    children: [],
  };
}

/** The whole tree: roots are the nodes without a parent; siblings sorted by order, then id. */
export async function loadPermissionTree(db: Kysely<Database>): Promise<PermissionNode[]> {
  const rows = await db.selectFrom('permissions').selectAll().orderBy('sort_order').orderBy('id').execute();
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** One permission row, or undefined. */
export async function findPermission(db: Kysely<Database>, id: number): Promise<PermissionRow | undefined> {
  return db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when `candidateId` is `ancestorId` itself or lies below it. */
export async function isSelfOrDescendant(db: Kysely<Database>, ancestorId: number, candidateId: number): Promise<boolean> {
  let current: number | null = candidateId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('permissions')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return false;
}
