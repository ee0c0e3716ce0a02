// Which migrations a database runs once history is folded into a baseline (issue 41). The folded migrations are
// deleted; a history keeps only their names. A new database runs the baseline (today's schema in one step); one
// that ran every folded migration is at the baseline's schema already and runs only what came after; one that ran
// some of them is refused before anything is written: the build before the fold must finish its history first.
// The choice reads only Kysely's own record of what ran.
import { sql, type Kysely, type Migration } from 'kysely';

/** The last commit that still had the folded migrations: a database between them upgrades with it first. */
export const LAST_BUILD_WITH_HISTORY = '9dbb3ff';

/** Migrations folded into a baseline: a new database runs `baseline`, one that ran all of `folded` skips it. */
export interface FoldedHistory {
  /** Creates the schema the folded migrations end at, by its recorded name(s). */
  readonly baseline: Readonly<Record<string, Migration>>;
  /** The recorded names of the migrations it replaces (deleted; LAST_BUILD_WITH_HISTORY has them). */
  readonly folded: readonly string[];
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

/** Stands in for a folded migration a database ran (Kysely wants every recorded name); never runs. */
const ranBeforeTheFold = (name: string): Migration => ({
  up: () => Promise.reject(new Error(`Migration ${name} was folded; only a build up to ${LAST_BUILD_WITH_HISTORY} can run it`)),
});

/** Why a database that ran part of `history` cannot start on this build, naming what it ran and misses. */
function partialHistoryError(history: FoldedHistory, ran: readonly string[]): Error {
  const missing = history.folded.filter((name) => !ran.includes(name));
  return new Error(
    `This database ran ${ran.length} of the ${history.folded.length} migrations folded into ${Object.keys(history.baseline).join(' and ')} ` +
      `(it misses ${missing.join(', ')}), and this build no longer has them. Nothing was changed. Upgrade it first ` +
      `with a build from before the fold (commit ${LAST_BUILD_WITH_HISTORY}; docs/operations.md, "Upgrades"), then start this one.`,
  );
}

/**
 * The migrations a database that ran `ran` follows. `all` is the line a new database follows (each history's
 * baseline in it); for each history whose folded migrations `ran` holds, the baseline gives way to their names
 * (recorded, so nothing runs for them). Throws, before anything runs, when `ran` holds only some of a history's
 * folded migrations, or a baseline beside what it folds.
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
    const ranFolded = history.folded.filter((name) => ran.has(name));
    if (ranFolded.length === 0) continue;
    if (ranFolded.length < history.folded.length) throw partialHistoryError(history, ranFolded);
    const baseline = Object.keys(history.baseline);
    const both = baseline.find((name) => ran.has(name));
    if (both) throw new Error(`The migration record holds ${both} and migrations it folds; restore it from a backup`);
    for (const name of baseline) delete line[name];
    for (const name of history.folded) line[name] = ranBeforeTheFold(name);
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
