// What a permission node must satisfy to keep the menu derivable: directories at the root, menus
// under directories, operations under menus; route names and operation codes unique.
import type { Kysely } from 'kysely';
import type { Database, PermissionKind } from '../../db/types.js';
import { badRequest, conflict } from '../../http/errors.js';
import { findPermission, type PermissionRow } from './queries.js';
import type { PermissionFields } from './schemas.js';

/** The kind a parent must have for each kind of child (null: the root). */
export const PARENT_KIND: Record<PermissionKind, PermissionKind | null> = { directory: null, menu: 'directory', operation: 'menu' };

/** Fields as stored, after per-kind checks. */
export interface NormalizedFields {
  name: string;
  path: string | null;
  component: string | null;
  title: string;
  arco_icon: string | null;
  is_show: 0 | 1;
  code: string | null;
  /** Present only when the input names it (so an update without it keeps the stored value). */
  active_menu?: string | null;
}

const blank = (value: string | null | undefined) => (value ?? '').trim();

/** Checks the fields a kind needs (400 naming the field) and drops the ones it does not use. */
export function normalizeFields(kind: PermissionKind, input: PermissionFields): NormalizedFields {
  const name = blank(input.name);
  if (!name) throw badRequest('name cannot be empty', 'name');
  if (kind === 'operation') {
    const code = blank(input.code);
    if (!code) throw badRequest('code cannot be empty', 'code');
    if (!/^[A-Za-z][\w-]*:[A-Za-z][\w-]*$/.test(code)) throw badRequest('code must look like module:action', 'code');
    return { name, path: null, component: null, title: blank(input.title) || `operation.${code}`, arco_icon: null, is_show: 0, code };
  }
  const path = blank(input.path);
  if (!path) throw badRequest('path cannot be empty', 'path');
  if (!/^[A-Za-z0-9][\w-]*$/.test(path)) throw badRequest('path must be one segment of letters, digits, - or _', 'path');
  const title = blank(input.title);
  if (!title) throw badRequest('title cannot be empty', 'title');
  const component = kind === 'menu' ? blank(input.component) : '';
  if (kind === 'menu' && !/^[A-Za-z0-9][\w-]*\/[A-Za-z0-9][\w-]*$/.test(component)) {
    throw badRequest('component must be a view path like group/page', 'component');
  }
  const arcoIcon = blank(input.arcoIcon);
  if (arcoIcon && !/^Icon[A-Za-z0-9]+$/.test(arcoIcon)) throw badRequest('arcoIcon must be an Arco icon name such as IconList', 'arcoIcon');
  const activeMenu = kind === 'menu' && input.activeMenu !== undefined ? { active_menu: blank(input.activeMenu) || null } : {};
  return {
    name,
    path,
    component: component || null,
    title,
    arco_icon: arcoIcon || null,
    is_show: input.isShow ?? 1,
    code: null,
    ...activeMenu,
  };
}

/** Checks that `parentId` may hold a node of `kind`; returns the parent row (undefined for the root). */
export async function checkParent(db: Kysely<Database>, kind: PermissionKind, parentId: number | null): Promise<PermissionRow | undefined> {
  const wanted = PARENT_KIND[kind];
  if (wanted === null) {
    if (parentId !== null) throw badRequest('a directory belongs at the root: parentId must be null', 'parentId');
    return undefined;
  }
  if (parentId === null) throw badRequest(`a ${kind} needs a parent ${wanted}`, 'parentId');
  const parent = await findPermission(db, parentId);
  if (!parent) throw badRequest(`parentId ${parentId} does not exist`, 'parentId');
  if (parent.kind !== wanted) throw badRequest(`a ${kind}'s parent must be a ${wanted}, not a ${parent.kind}`, 'parentId');
  return parent;
}

/** Refuses duplicates: route names across directories and menus, paths among siblings, codes, operation names among siblings. */
export async function checkUnique(
  db: Kysely<Database>,
  kind: PermissionKind,
  parentId: number | null,
  fields: NormalizedFields,
  exceptId?: number,
): Promise<void> {
  const others = db
    .selectFrom('permissions')
    .select('id')
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId ?? 0));
  const siblings = parentId === null ? others.where('parent_id', 'is', null) : others.where('parent_id', '=', parentId);
  if (kind === 'operation') {
    if (await others.where('code', '=', fields.code).executeTakeFirst()) throw conflict(`Operation code ${fields.code} already exists`);
    if (await siblings.where('name', '=', fields.name).executeTakeFirst())
      throw conflict(`An operation named ${fields.name} already exists under this menu`);
    return;
  }
  if (await others.where('kind', 'in', ['directory', 'menu']).where('name', '=', fields.name).executeTakeFirst()) {
    throw conflict(`A menu or directory named ${fields.name} already exists`);
  }
  if (await siblings.where('kind', '=', kind).where('path', '=', fields.path).executeTakeFirst()) {
    throw conflict(`Path ${fields.path} is already used beside this ${kind}`);
  }
}

/**
 * True for operation codes the server's routes require (`builtIn`, from the app's own modules): deleting or
 * recoding them would lock everyone out.
 *
 * @example
 * isBuiltInCode('project:list', context.operationCodes); // true
 */
export function isBuiltInCode(code: string | null, builtIn: ReadonlySet<string>): boolean {
  return code !== null && builtIn.has(code);
}

/** Checks that a menu's activeMenu names another existing menu (400 naming activeMenu). */
export async function checkActiveMenu(db: Kysely<Database>, fields: NormalizedFields, selfName: string): Promise<void> {
  const target = fields.active_menu;
  if (!target) return;
  if (target === selfName) throw badRequest('activeMenu must name another menu', 'activeMenu');
  const found = await db.selectFrom('permissions').select('id').where('kind', '=', 'menu').where('name', '=', target).executeTakeFirst();
  if (!found) throw badRequest(`activeMenu names no menu: ${target}`, 'activeMenu');
}
