// A fresh database of a test target with the schema migrated, for tests of the data layer that need no server
// (triggers, drivers, counts): open, migrate, and one close that destroys the connection and drops the database.
import type { Migration } from 'kysely';
import { connectDatabase, type DatabaseConnection } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { keepDerivedSchema } from '../db/derived-schema.js';
import { allMigrations, gatherModules } from '../modules/collect.js';
import type { TestDatabase, TestTarget } from './test-databases.js';

/** Every migration of every module: the schema a server starts on. */
const ALL = allMigrations();

/** An open, migrated test database; `close` destroys the connection and drops the database. */
export interface MigratedDatabase extends DatabaseConnection {
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Creates a database of `target`, connects and runs `migrations` (all of them by default).
 *
 * @example
 * const { db, close } = await migratedDatabase(target);
 * afterAll(close);
 */
export async function migratedDatabase(target: TestTarget, migrations: Record<string, Migration> = ALL): Promise<MigratedDatabase> {
  const database = await target.createDatabase();
  const connection = connectDatabase(database.target);
  try {
    await migrateToLatest(connection.db, migrations);
    // With every migration, the schema the server derives at start too (session_viewers's triggers).
    if (migrations === ALL) await keepDerivedSchema(connection.db, gatherModules().derivedSchema);
  } catch (error) {
    await connection.db.destroy();
    await database.drop();
    throw error;
  }
  return {
    ...connection,
    database,
    close: async () => {
      await connection.db.destroy();
      await database.drop();
    },
  };
}
