import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from '../testing/migrated-database.js';
import { testTargets } from '../testing/test-databases.js';
import { CORE_MIGRATIONS } from '../db/migrations/index.js';
import { defineApiModule, operationCodes, type ApiModule } from './api-module.js';
import { allMigrations, allOperationCodes, gatherModules, menuTree, migrationNames } from './collect.js';
import { API_MODULES as LISTED } from './index.js';

const API_MODULES: readonly ApiModule[] = LISTED;

const modulesDir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('a module is one folder, collected from one list', () => {
  it('every folder under modules/ has a module.ts listed in API_MODULES under its own name, and nothing else is listed', () => {
    expect(folders.filter((name) => !existsSync(join(modulesDir, name, 'module.ts')))).toEqual([]);
    expect(API_MODULES.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it('every module with routes keeps its JSON schemas and wire types in schemas.ts, none in routes.ts', () => {
    const withRoutes = folders.filter((name) => existsSync(join(modulesDir, name, 'routes.ts')));
    expect(withRoutes.length).toBeGreaterThan(0);
    expect(
      withRoutes.filter((name) => !existsSync(join(modulesDir, name, 'schemas.ts'))),
      'routes.ts without schemas.ts',
    ).toEqual([]);
    const declaring = withRoutes.filter((name) =>
      /^export\s+(interface|type)\b/m.test(readFileSync(join(modulesDir, name, 'routes.ts'), 'utf8')),
    );
    expect(declaring, 'routes.ts exporting a type (wire types live in schemas.ts)').toEqual([]);
  });

  it("every migration file in a module's folder is declared by that module, under the file's name", () => {
    const migrationFiles = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => /^\d{3}_.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
            .map((f) => f.replace(/\.ts$/, ''))
            .sort()
        : [];
    for (const module of API_MODULES) {
      const dir = join(modulesDir, module.name, 'migrations');
      const declared = Object.keys({ ...module.migrations, ...module.history?.baseline }).sort();
      expect(declared, module.name).toEqual(migrationFiles(dir));
    }
  });

  it.each(testTargets())(
    "on $name, every table the migrations create is the core schema's or declared by exactly one module",
    async (target) => {
      const { db, close } = await migratedDatabase(target);
      try {
        const listed =
          target.name === 'sqlite'
            ? sql<{
                name: string;
              }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE TABLE ''%'`
            : sql<{
                name: string;
              }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
        // Full-text indexes keep shadow tables named after their own (projects_search_data, ...): the module's too.
        const tables = (await listed.execute(db)).rows
          .map((r) => r.name)
          .filter((name) => !/_search_(data|idx|content|docsize|config)$/.test(name));
        const declared = API_MODULES.flatMap((m) => [...(m.tables ?? [])]);
        expect(new Set(declared).size, 'a table declared by two modules').toBe(declared.length);
        const postgresOnly = new Set(API_MODULES.flatMap((m) => [...(m.postgresOnlyTables ?? [])]));
        expect(declared, 'a PostgreSQL-only table the module does not own').toEqual(expect.arrayContaining([...postgresOnly]));
        const core = [
          'users',
          'roles',
          'user_roles',
          'permissions',
          'role_permissions',
          'auth_sessions',
          'audit_log',
          'access_version',
          'list_versions',
          'derived_schema',
          'kysely_migration',
          'kysely_migration_lock',
        ];
        const searchIndexes = ['projects_search', 'files_search'];
        const created = target.name === 'sqlite' ? [...declared.filter((t) => !postgresOnly.has(t)), ...searchIndexes] : declared;
        expect(tables.sort()).toEqual([...core, ...created].sort());
      } finally {
        await close();
      }
    },
  );

  it('the schema runs the core migrations and every module migration, each once', () => {
    const all = allMigrations();
    const declared = API_MODULES.flatMap((m) => Object.keys({ ...m.migrations, ...m.history?.baseline }));
    expect(Object.keys(all).sort()).toEqual([...Object.keys(CORE_MIGRATIONS), ...declared].sort());
    const twice = defineApiModule({ name: 'copy', migrations: { '001_core_baseline': CORE_MIGRATIONS['001_core_baseline']! } });
    expect(() => allMigrations([twice])).toThrow('Migration 001_core_baseline of module copy is declared twice');
  });
});

describe('the permission tree from the modules', () => {
  it('orders directories and menus by their declared order, with operations other modules hang under a menu after its own', () => {
    const titles = { 'en-US': 'T', 'zh-CN': '题' };
    const later = defineApiModule({
      name: 'later',
      directories: [{ path: 'b', titles, arcoIcon: 'IconList', order: 2 }],
      menus: [
        { directory: 'b', path: 'two', name: 'Two', titles, order: 2, operations: operationCodes('two', ['list']) },
        { directory: 'a', path: 'one', name: 'One', titles, order: 1, operations: operationCodes('one', ['list']) },
      ],
    });
    const earlier = defineApiModule({
      name: 'earlier',
      directories: [{ path: 'a', titles, arcoIcon: 'IconList', order: 1 }],
      menus: [{ directory: 'b', path: 'first', name: 'First', titles, order: 1 }],
      operationsUnder: { Two: operationCodes('more', ['add']) },
    });
    const tree = menuTree([later, earlier]);
    expect(tree.map((d) => [d.path, d.menus.map((m) => [m.name, m.operations])])).toEqual([
      ['a', [['One', ['one:list']]]],
      [
        'b',
        [
          ['First', []],
          ['Two', ['two:list', 'more:add']],
        ],
      ],
    ]);
  });

  it("holds every directory and menu entry the listed modules declare, once, each entry in its directory's place", () => {
    const tree = menuTree();
    const directories = API_MODULES.flatMap((m) => m.directories ?? []);
    const menus = API_MODULES.flatMap((m) => m.menus ?? []);
    expect(tree.map((d) => d.path).sort()).toEqual(directories.map((d) => d.path).sort());
    expect(tree.flatMap((d) => d.menus.map((m) => `${d.path}/${m.name}`)).sort()).toEqual(
      menus.map((m) => `${m.directory}/${m.name}`).sort(),
    );
    const ascending = (orders: number[]) => orders.every((order, i) => i === 0 || (orders[i - 1] as number) <= order);
    expect(ascending(tree.map((d) => d.order))).toBe(true);
    expect(tree.filter((d) => !ascending(d.menus.map((m) => m.order))).map((d) => d.path)).toEqual([]);
  });

  it('gathers for a server, at once, what each function gives apart', () => {
    const gathered = gatherModules(LISTED);
    expect(gathered.migrations).toEqual(allMigrations(LISTED));
    expect(gathered.migrationNames).toEqual(migrationNames(LISTED));
    expect(gathered.tree).toEqual(menuTree(LISTED));
    const titled = gathered.tree.flatMap((dir) => [
      [`menu.${dir.path}`, dir.titles] as const,
      ...dir.menus.map((menu) => [`menu.${dir.path}.${menu.path}`, menu.titles] as const),
    ]);
    expect(gathered.menuTitles).toEqual(new Map(titled));
    expect(gathered.menuTitles.get('menu.setting.role')).toEqual({ 'en-US': 'Roles', 'zh-CN': '角色管理' });
    expect([...gathered.operationCodes]).toEqual(allOperationCodes(LISTED));
  });

  it('lists every operation code once', () => {
    const codes = allOperationCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('sampleData:load');
  });

  it('refuses a menu in an undeclared directory, a route name used twice, and operations under an unknown menu', () => {
    const titles = { 'en-US': 'Sales', 'zh-CN': '销售' };
    const menu = { directory: 'reports', path: 'sales', name: 'Sales', titles, order: 1 };
    expect(() => menuTree([defineApiModule({ name: 'reports', menus: [menu] })])).toThrow(
      'Menu Sales sits in an undeclared directory reports',
    );
    const reports = defineApiModule({
      name: 'reports',
      directories: [{ path: 'reports', titles, arcoIcon: 'IconList', order: 1 }],
      menus: [menu],
    });
    expect(() => menuTree([reports, reports])).toThrow('Menu Sales is declared twice');
    const stray = defineApiModule({ name: 'stray', operationsUnder: { Nowhere: operationCodes('stray', ['list']) } });
    expect(() => menuTree([reports, stray])).toThrow('Module stray hangs operations under an unknown menu Nowhere');
  });
});
