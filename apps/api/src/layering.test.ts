// The server's layers (docs/architecture.md, "The server: kernel below the modules"): the kernel folders below the features import
// no module, and no files of `src` import each other round a circle. Read from the import graph itself, so a
// new file is checked the day it lands.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, importPath, reachableFrom } from './testing/import-graph.js';

const graph = importGraph(fileURLToPath(new URL('.', import.meta.url)));

/** The folders every module builds on; they learn about modules only from what app.ts hands them. */
const KERNEL = ['http/', 'auth/', 'db/', 'audit/', 'metrics/', 'lists/'];
const isModule = (file: string) => file.startsWith('modules/');
/** What the build runs or publishes (tsup.config.ts): the server and the console's wire types. */
const ENTRIES = ['server.ts', 'contract.ts'];
const shipped = new Set(ENTRIES.flatMap((entry) => [entry, ...reachableFrom(graph, entry)]));
/** A kernel file the server runs. Tests of a kernel part, and helpers only tests import, may drive the whole app. */
const isKernelSource = (file: string) => KERNEL.some((folder) => file.startsWith(folder)) && shipped.has(file);

/** A numbered migration, e.g. `modules/project/migrations/020_projects.ts`, and its number. */
function migrationNumber(file: string): number | undefined {
  const digits = /(?:^|\/)migrations\/(\d+)_[^/]+(?<!\.test)\.ts$/.exec(file)?.[1];
  return digits === undefined ? undefined : Number(digits);
}
/** What gathers the migrations for the migrator: the core list and each module's manifest. */
const isMigrationList = (file: string) => file === 'db/migrations/index.ts' || /^modules\/[^/]+\/module\.ts$/.test(file);

/**
 * Whether `file` importing `target` ties history to run-time code: a migration may import the portable helpers and
 * older migrations (history itself) only; run-time code imports no migration, except the lists that gather them.
 */
function breaksHistory(file: string, target: string): boolean {
  const own = migrationNumber(file);
  const imported = migrationNumber(target);
  if (own !== undefined) return target !== 'db/migrations/portable.ts' && !(imported !== undefined && imported < own);
  return imported !== undefined && shipped.has(file) && !isMigrationList(file);
}

describe('layering of apps/api/src', () => {
  it('reads the import graph (a check that reads nothing would pass)', () => {
    expect(graph.get('app.ts')).toContain('modules/index.ts');
    expect(graph.get('auth/guard.ts')).toContain('http/access.ts');
    expect(shipped).toContain('auth/guard.ts');
    expect(shipped).not.toContain('lists/query-plans/list-plan-requests.ts');
  });

  it('has no import cycle', () => {
    const found = circles(graph).map((group) => {
      const circle = importPath(graph, group[0]!, (file) => file === group[0])!;
      return `${group.length} files import each other, e.g. ${circle.join(' -> ')}`;
    });
    expect(found, 'import cycles').toEqual([]);
  });

  it('keeps the kernel below the modules: no kernel file imports modules/, directly or through another file', () => {
    const offending = [...graph.keys()]
      .filter(isKernelSource)
      .map((file) => importPath(graph, file, isModule))
      .filter((path) => path !== undefined)
      .map((path) => path.join(' -> '));
    expect(offending, 'kernel files that reach modules/').toEqual([]);
  });

  it('lets modules reach the list machinery only through its seam, lists/index.ts', () => {
    const offending = [...graph]
      .filter(([file]) => isModule(file) && shipped.has(file))
      .flatMap(([file, imports]) =>
        imports.filter((target) => target.startsWith('lists/') && target !== 'lists/index.ts').map((target) => `${file} -> ${target}`),
      );
    expect([...graph.get('modules/project/queries.ts')!], 'a module that builds a list').toContain('lists/index.ts');
    expect(offending, 'module files that reach past lists/index.ts').toEqual([]);
  });

  it('keeps migrations history: they import only the portable helpers (or an older migration), and only the migration lists import them', () => {
    const offending = [...graph].flatMap(([file, imports]) =>
      imports.filter((target) => breaksHistory(file, target)).map((target) => `${file} -> ${target}`),
    );
    expect(offending, 'imports that make a migration depend on run-time code, or run-time code on a migration').toEqual([]);
  });
});
