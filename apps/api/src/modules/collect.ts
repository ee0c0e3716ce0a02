// What the app gathers from its modules (modules/index.ts): the migrations, the permission tree with its
// operation codes, the route registrations. Functions, not constants, so a module may import them without
// an import cycle mattering (they read the list only when called).
import type { Migration } from 'kysely';
import type { DerivedSchema } from '../db/derived-schema.js';
import type { FoldedHistory } from '../db/migration-lineage.js';
import { CORE_HISTORY, CORE_MIGRATIONS } from '../db/migrations/index.js';
import type { ApiModule, MenuTitles, ModuleDirectory, ModuleMenu } from './api-module.js';
import { API_MODULES } from './index.js';

/** A directory of the permission tree with its menus, each with every operation code under it. */
export interface MenuTreeDirectory extends ModuleDirectory {
  readonly menus: readonly (ModuleMenu & { readonly operations: readonly string[] })[];
}

/**
 * Every migration a new database runs, by its recorded name: the core schema's and each module's, a folded
 * history's baseline in place of what it folds (histories). Throws on a name two places use.
 *
 * @example
 * await migrateToLatest(db, allMigrations());
 */
export function allMigrations(modules: readonly ApiModule[] = API_MODULES): Record<string, Migration> {
  const all: Record<string, Migration> = { ...CORE_MIGRATIONS };
  for (const module of modules) {
    for (const [name, migration] of Object.entries({ ...module.migrations, ...module.history?.baseline })) {
      if (all[name]) throw new Error(`Migration ${name} of module ${module.name} is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * The folded histories (the core's and the modules'), for the databases that ran some of what they fold.
 *
 * @example
 * await migrateToLatest(db, allMigrations(), histories());
 */
export function histories(modules: readonly ApiModule[] = API_MODULES): FoldedHistory[] {
  return [CORE_HISTORY, ...modules.flatMap((module) => (module.history ? [module.history] : []))];
}

/**
 * Every cached list the modules declare (`cachedLists`), with the tables feeding it. Throws on a list two modules
 * declare.
 *
 * @example
 * cachedListSources(); // { project: ['projects', ...], session: [...] }
 */
export function cachedListSources(modules: readonly ApiModule[] = API_MODULES): Record<string, readonly string[]> {
  const sources: Record<string, readonly string[]> = {};
  for (const module of modules) {
    for (const [list, tables] of Object.entries(module.cachedLists ?? {})) {
      if (sources[list]) throw new Error(`Cached list ${list} of module ${module.name} is declared twice`);
      sources[list] = tables;
    }
  }
  return sources;
}

/**
 * Names of every migration a new database runs, sorted.
 *
 * @example
 * const missing = migrationNames().filter((name) => !applied.has(name));
 */
export function migrationNames(modules: readonly ApiModule[] = API_MODULES): string[] {
  return namesOf(allMigrations(modules));
}

/** The names of `migrations`, sorted: the order the migrator runs them in. */
const namesOf = (migrations: Record<string, Migration>) => Object.keys(migrations).sort();

/**
 * The built-in permission tree: directories in order, each with its menus in order, each menu with its own
 * operation codes then those other modules hang under it. Throws on a menu whose directory no module declares,
 * on a route name used twice, and on operations under an unknown menu.
 *
 * @example
 * for (const dir of menuTree()) console.log(dir.path, dir.menus.map((m) => m.name));
 */
export function menuTree(modules: readonly ApiModule[] = API_MODULES): MenuTreeDirectory[] {
  const directories = modules.flatMap((m) => m.directories ?? []).sort((a, b) => a.order - b.order);
  const menus = modules.flatMap((m) => m.menus ?? []);
  const names = new Set<string>();
  for (const menu of menus) {
    if (names.has(menu.name)) throw new Error(`Menu ${menu.name} is declared twice`);
    names.add(menu.name);
    if (!directories.some((d) => d.path === menu.directory))
      throw new Error(`Menu ${menu.name} sits in an undeclared directory ${menu.directory}`);
  }
  const extra = new Map<string, string[]>();
  for (const module of modules) {
    for (const [menuName, codes] of Object.entries(module.operationsUnder ?? {})) {
      if (!names.has(menuName)) throw new Error(`Module ${module.name} hangs operations under an unknown menu ${menuName}`);
      extra.set(menuName, [...(extra.get(menuName) ?? []), ...codes]);
    }
  }
  return directories.map((directory) => ({
    ...directory,
    menus: menus
      .filter((m) => m.directory === directory.path)
      .sort((a, b) => a.order - b.order)
      .map((m) => ({ ...m, operations: [...(m.operations ?? []), ...(extra.get(m.name) ?? [])] })),
  }));
}

/**
 * Every operation code the modules declare, in permission-tree order.
 *
 * @example
 * expect(allOperationCodes()).toContain('project:list');
 */
export function allOperationCodes(modules: readonly ApiModule[] = API_MODULES): string[] {
  return codesOf(menuTree(modules));
}

const codesOf = (tree: readonly MenuTreeDirectory[]) => tree.flatMap((d) => d.menus.flatMap((m) => m.operations));

/** The tree's menu titles by the title key the permission tree stores (`menu.<directory>`, `menu.<directory>.<path>`). */
function titlesOf(tree: readonly MenuTreeDirectory[]): Map<string, MenuTitles> {
  const titles = new Map<string, MenuTitles>();
  for (const dir of tree) {
    titles.set(`menu.${dir.path}`, dir.titles);
    for (const menu of dir.menus) titles.set(`menu.${dir.path}.${menu.path}`, menu.titles);
  }
  return titles;
}

/** What a server needs of its modules, each gathered once. */
export interface GatheredModules {
  migrations: Record<string, Migration>;
  /** The folded histories ({@link histories}). */
  histories: FoldedHistory[];
  /** The modules' derived schema, kept in step after the migrations (db/derived-schema.ts). */
  derivedSchema: DerivedSchema[];
  /** The migrations' names, sorted (a database on a folded history expects others: db/migration-lineage.ts, expectedMigrations). */
  migrationNames: string[];
  /** The permission tree ({@link menuTree}). */
  tree: MenuTreeDirectory[];
  /** Titles by title key: `menuTitles.get('menu.setting.role')` is `{ 'en-US': 'Roles', 'zh-CN': '角色管理' }`. */
  menuTitles: Map<string, MenuTitles>;
  operationCodes: Set<string>;
}

/**
 * The migrations, the permission tree, its titles and its operation codes of `modules`, each gathered once
 * (buildApp needs them all at start; each function above gathers its own).
 *
 * @example
 * const { migrations, histories, tree } = gatherModules(modules);
 * await migrateToLatest(db, migrations, histories);
 */
export function gatherModules(modules: readonly ApiModule[] = API_MODULES): GatheredModules {
  const migrations = allMigrations(modules);
  const tree = menuTree(modules);
  return {
    migrations,
    histories: histories(modules),
    derivedSchema: modules.flatMap((module) => [...(module.derivedSchema ?? [])]),
    migrationNames: namesOf(migrations),
    tree,
    menuTitles: titlesOf(tree),
    operationCodes: new Set(codesOf(tree)),
  };
}
