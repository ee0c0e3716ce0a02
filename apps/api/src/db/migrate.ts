import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema to the latest migration. Safe to run at every start and from several
 * instances at once (Kysely's migrator takes a lock). Throws the first migration error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before (and across) schema versions
export async function migrateToLatest(db: Kysely<any>, all: Record<string, Migration> = migrations): Promise<string[]> {
  // Features land from parallel branches with their own number ranges (010 staff, 020 projects, ...), so a
  // database that already ran 050 must still accept a newly added 021: run missing ones, whatever their number.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
