// A database as it stood before the migration history was folded and deleted (issue 41): the schema and the rows a
// server at commit 9dbb3ff left after running every migration it had, kept per engine as a fixture (pre-fold/*.json,
// made with that build; the folded migrations are gone from this one). For tests that upgrade such a database.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { connectDatabase } from '../db/connect.js';
import type { TestDatabase, TestTarget } from './test-databases.js';

/** The fixture of an engine: the statements that rebuild the database, in order. */
interface PreFoldFixture {
  readonly about: string;
  readonly statements: readonly string[];
}

/**
 * The statements of `engine`'s fixture, in order.
 *
 * @example
 * preFoldStatements('sqlite').length; // 284
 */
export function preFoldStatements(engine: TestTarget['name']): readonly string[] {
  const file = new URL(`./pre-fold/${engine}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as PreFoldFixture).statements;
}

/**
 * A new database of `target` holding what the fixture holds (nobody connected to it: start the app on it).
 *
 * @example
 * const old = await preFoldDatabase(target);
 * const t = await startTestApp(target, { database: old });
 */
export async function preFoldDatabase(target: TestTarget): Promise<TestDatabase> {
  const database = await target.createDatabase();
  const { db } = connectDatabase(database.target);
  try {
    await db.transaction().execute(async (trx) => {
      // pg_dump's order makes functions before the tables their bodies read.
      if (target.name === 'postgres') await sql`set local check_function_bodies = false`.execute(trx);
      for (const statement of preFoldStatements(target.name)) await sql.raw(statement).execute(trx);
    });
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  await db.destroy();
  return database;
}
