// The menu a module declares (ApiModule's `directories` and `menus`): its entries' shape and the one-line forms
// manifests write them in. The permission tree is built from these (modules/collect.ts).
import type { MenuIconName } from './menu-icons.js';

/** A menu title in each language the console speaks. */
export interface MenuTitles {
  readonly 'en-US': string;
  readonly 'zh-CN': string;
}

/** A top-level menu group (a directory of the permission tree) that a module owns. */
export interface ModuleDirectory {
  /** Path segment and natural key, e.g. `setting`; its title key is `menu.<path>`. */
  readonly path: string;
  /** Its title, sent with the menu (`MenuNode.titles`) so a console needs no strings of its own for it. */
  readonly titles: MenuTitles;
  /** Its icon: one the console bundles for menus (menu-icons.ts); an unknown name does not compile. */
  readonly arcoIcon: MenuIconName;
  /** Place in the menu among all directories (smaller first). */
  readonly order: number;
}

/** A menu entry (a route of the console) a module owns, with the operation codes that hang under it. */
export interface ModuleMenu {
  /** Path of the directory it sits in (declared by this or another module). */
  readonly directory: string;
  readonly path: string;
  /** Route name, unique across the tree. */
  readonly name: string;
  /** Its title (key `menu.<directory>.<path>`), sent with the menu. */
  readonly titles: MenuTitles;
  /** Place among its directory's entries (smaller first). */
  readonly order: number;
  /** Defaults to '<directory>/<path>': the console page folder that renders it. */
  readonly component?: string;
  /** 0 hides it from the menu (the route still exists). */
  readonly isShow?: 0 | 1;
  /** For a hidden entry: the route name of the visible entry the menu highlights for it. */
  readonly activeMenu?: string;
  readonly operations?: readonly string[];
}

/**
 * The fields of a menu entry hidden from the menu (a create, edit or detail page): the page folder that renders
 * it and the visible entry the menu highlights while it shows.
 *
 * @example
 * { directory: 'projectMgt', path: 'projectEdit', name: 'ProjectEdit', order: 3, titles, ...hiddenEntry('projectMgt/project', 'ProjectMgtList') }
 */
export function hiddenEntry(component: string, activeMenu: string): { component: string; isShow: 0; activeMenu: string } {
  return { component, isShow: 0, activeMenu };
}

/** What a menu entry may add to its route, name, order and titles. */
export type MenuEntryExtras = Pick<ModuleMenu, 'component' | 'isShow' | 'activeMenu' | 'operations'>;

/**
 * A menu entry in one line: its route `'<directory>/<path>'`, route name, order among its directory's entries, its
 * titles in en-US and zh-CN, and what else it has (the operation codes that hang under it, another page folder).
 *
 * @example
 * menuEntry('setting/role', 'Role', 2, ['Roles', '角色管理'], { operations: ROLE_OPERATIONS })
 */
export function menuEntry<const Extras extends MenuEntryExtras = Record<never, never>>(
  route: `${string}/${string}`,
  name: string,
  order: number,
  [en, zh]: readonly [string, string],
  extras?: Extras,
): ModuleMenu & Extras {
  // The extras keep their literal type: OperationsOf reads the codes of `operations` from it.
  const slash = route.indexOf('/');
  const titles = { 'en-US': en, 'zh-CN': zh };
  return { directory: route.slice(0, slash), path: route.slice(slash + 1), name, order, titles, ...(extras as Extras) };
}

/**
 * A menu entry hidden from the menu (a create, edit or detail page), in one line: as {@link menuEntry}, then the
 * page folder that renders it and the route name of the visible entry the menu highlights while it shows.
 *
 * @example
 * hiddenMenuEntry('projectMgt/projectEdit', 'ProjectEdit', 3, ['Edit Project', '编辑项目'], 'projectMgt/project', 'ProjectMgtList')
 */
export function hiddenMenuEntry(
  route: `${string}/${string}`,
  name: string,
  order: number,
  titles: readonly [string, string],
  component: string,
  activeMenu: string,
): ModuleMenu {
  return menuEntry(route, name, order, titles, hiddenEntry(component, activeMenu));
}
