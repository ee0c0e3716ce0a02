// Whether this server can take traffic: its database answers a query and holds every migration this build
// knows (the core ones and every module's, handed in by app.ts: modules/collect.ts). A load balancer stops sending requests to a server that is not ready
// (503) and starts again once it is; the answer says what is wrong, so the operator need not guess.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import type { ReadinessResult } from './schemas.js';

/** A verdict: the result and, when not ready, a message naming what is wrong. */
export interface Readiness {
  result: ReadinessResult;
  problem?: string;
  /** The failure behind an unreachable database, for the log. */
  error?: unknown;
}

/** The migrations table Kysely's migrator keeps (db/migrate.ts uses its default name). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Checks the database with one query (the names of the applied migrations) and compares them with the
 * migrations of this build.
 *
 * @example
 * const { result, problem } = await checkReadiness(db, 'sqlite', migrationNames);
 * if (problem) throw new ApiError(Code.unavailable, problem, result);
 */
export async function checkReadiness(db: Kysely<Database>, dialect: DialectName, expected: readonly string[]): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    const problem = isDatabaseUnavailable(error) ? 'the database is unavailable' : 'the database did not answer a query';
    return {
      result: { status: 'not-ready', database: dialect, reachable: false, missingMigrations: null },
      problem: `Not ready: ${problem}`,
      error,
    };
  }
  const missing = expected.filter((name) => !applied.has(name));
  if (missing.length > 0) {
    return {
      result: { status: 'not-ready', database: dialect, reachable: true, missingMigrations: missing },
      problem: `Not ready: ${missing.length} migration${missing.length === 1 ? '' : 's'} not applied (${missing.join(', ')}); restart the server to apply them`,
    };
  }
  return { result: { status: 'ready', database: dialect, reachable: true, missingMigrations: [] } };
}
