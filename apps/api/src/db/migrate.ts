import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema to the latest migration. Safe to run at every start and from several
 * instances at once (Kysely's migrator takes a lock). Throws the first migration error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before (and across) schema versions
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
