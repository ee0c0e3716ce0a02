// Template databases for the API suites: vitest's global setup (template-databases.global.ts) migrates and seeds one
// database per engine once per run, as a test app's first start would; a test app whose options cannot change that
// first start then begins on a copy of it (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead
// of running every migration and the seed again. What a test sees is the same database either way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../config.js';
import type { DialectName } from '../db/connect.js';

/** Where a run's template of one engine is: the SQLite file, or the PostgreSQL database's URL. */
export type TemplateDatabases = Partial<Record<DialectName, DatabaseTarget>>;

/** The vitest `provide` key the global setup hands the templates to the test files under. */
export const TEMPLATES_KEY = 'apiTemplateDatabases';

/**
 * The config keys and options that change what a first start writes (the seed's admin and second-factor default,
 * the clock it stamps rows with, what it prints, the modules it migrates, the demo) or that a first start checks
 * against stored data (the secrets keys): a test app given any of them starts on a database of its own.
 */
const FIRST_START_CONFIG = ['database', 'adminPassword', 'secondFactorAdminDefault', 'secretsKeys', 'secretsKeyFile'];
const FIRST_START_OPTIONS = ['database', 'now', 'print', 'modules', 'demo'] as const;

/**
 * Whether a test app started with `options` may begin on the run's template.
 *
 * @example
 * startsFromTemplate({ config: { exportMaxRows: 10 } }); // true
 * startsFromTemplate({ now: () => clock }); // false: the seed would stamp rows with that clock
 */
export function startsFromTemplate(options: Partial<Record<(typeof FIRST_START_OPTIONS)[number], unknown>> & { config?: object }): boolean {
  const given = (keys: readonly string[], values: object | undefined) => keys.some((key) => values !== undefined && key in values);
  return !given(FIRST_START_OPTIONS, options) && !given(FIRST_START_CONFIG, options.config);
}

/** A SQLite copy of the template file in a new temporary folder (with its WAL files, when a close left any). */
export function copySqliteTemplate(templateFile: string): { file: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const file = path.join(dir, 'console.db');
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(templateFile + suffix)) fs.copyFileSync(templateFile + suffix, file + suffix);
  }
  return { file, dir };
}
