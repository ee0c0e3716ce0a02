// Which line of migrations a database follows once history is folded into a baseline (issue 41). A new database
// runs the baseline (today's schema in one step); a database that ran any folded migration keeps following the
// history it started, so a database between two folds gets the folded migrations it misses and never the
// baseline (which would create what it has). The choice reads only Kysely's own record of what ran.
import { sql, type Kysely, type Migration } from 'kysely';

/** Migrations folded into a baseline: a new database runs `baseline`, one that ran any of `folded` runs those. */
export interface FoldedHistory {
  /** Creates the schema the folded migrations end at, by its recorded name(s). */
  readonly baseline: Readonly<Record<string, Migration>>;
  /** The migrations it replaces, kept for databases that ran some of them. */
  readonly folded: Readonly<Record<string, Migration>>;
}

/** Kysely's record of the migrations that ran (its Migrator's default table). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Names of the migrations `db` recorded as run; none for a new database.
 *
 * @example
 * const ran = await ranMigrations(db); // Set { '001_identity', ... }
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read before any schema exists
export async function ranMigrations(db: Kysely<any>): Promise<Set<string>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === MIGRATION_TABLE)) return new Set();
  const rows = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/**
 * The migrations a database that ran `ran` follows. `all` is the line a new database follows (each history's
 * baseline in it); for each history of which `ran` holds a folded migration, the baseline is swapped for the
 * folded migrations (those it misses then run). Throws when a record holds both a baseline and what it folds.
 *
 * @example
 * const migrations = followedLine(await ranMigrations(db), allMigrations(), gathered.histories);
 */
export function followedLine(
  ran: ReadonlySet<string>,
  all: Readonly<Record<string, Migration>>,
  histories: readonly FoldedHistory[],
): Record<string, Migration> {
  const line = { ...all };
  for (const history of histories) {
    const onHistory = Object.keys(history.folded).some((name) => ran.has(name));
    if (!onHistory) continue;
    const baseline = Object.keys(history.baseline);
    const both = baseline.find((name) => ran.has(name));
    if (both) throw new Error(`The migration record holds ${both} and migrations it folds; restore it from a backup`);
    for (const name of baseline) delete line[name];
    Object.assign(line, history.folded);
  }
  return line;
}

/**
 * The names of the migrations `db` must have run to be at this build's schema, sorted.
 *
 * @example
 * const expected = await expectedMigrations(db, gathered.migrations, gathered.histories);
 */
export async function expectedMigrations(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema version
  db: Kysely<any>,
  all: Readonly<Record<string, Migration>>,
  histories: readonly FoldedHistory[],
): Promise<string[]> {
  return Object.keys(followedLine(await ranMigrations(db), all, histories)).sort();
}
