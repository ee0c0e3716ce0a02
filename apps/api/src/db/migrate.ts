import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './connect.js';
import { followedLine, ranMigrations, type FoldedHistory } from './migration-lineage.js';

/**
 * Brings the schema to the latest of `newDatabaseLine` (the app gathers them from its modules: modules/collect.ts,
 * allMigrations). Safe to run at every start and from several instances at once (Kysely's migrator takes a lock).
 * Throws the first migration error. `newDatabaseLine` holds each folded history's baseline; a database that ran a
 * history's folded migrations skips its baseline, and one that ran only some of them is refused before anything
 * is written (`histories`, db/migration-lineage.ts).
 *
 * @example
 * await migrateToLatest(db, gathered.migrations, gathered.histories);
 */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before (and across) schema versions
  db: Kysely<any>,
  newDatabaseLine: Record<string, Migration>,
  histories: readonly FoldedHistory[] = [],
): Promise<string[]> {
  const all = histories.length > 0 ? followedLine(await ranMigrations(db), newDatabaseLine, histories) : newDatabaseLine;
  // Features land from parallel branches with their own number ranges (010 staff, 020 projects, ...), so a
  // database that already ran 050 must still accept a newly added 021: run missing ones, whatever their number.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * SQLite: refreshes the planner's statistics for tables that lack them or changed much since (SQLite's own
 * advice for a long-lived connection), sampled so it takes a fraction of a second at a million rows.
 * Without them the planner guesses which index a list should walk; run after migrations, which add
 * indexes. PostgreSQL keeps its statistics itself (autovacuum): a no-op there.
 *
 * @example
 * await migrateToLatest(db, migrations);
 * await refreshPlannerStatistics(db, dialect);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function refreshPlannerStatistics(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}
