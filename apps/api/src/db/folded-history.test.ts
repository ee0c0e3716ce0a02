// The app's folded histories (issue 41): a database built before the fold upgrades without loss, and a new one
// built from the baselines has the schema the full history gives.
import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { allMigrations, gatherModules, histories } from '../modules/collect.js';
import { migratedDatabase, type MigratedDatabase } from '../testing/migrated-database.js';
import { preFoldMigrations } from '../testing/pre-fold-line.js';
import { schemaSnapshot } from '../testing/schema-snapshot.js';
import { testTargets } from '../testing/test-databases.js';
import { keepDerivedSchema } from './derived-schema.js';
import { migrateToLatest } from './migrate.js';
import { expectedMigrations } from './migration-lineage.js';

const NEW_LINE = allMigrations();
const HISTORIES = histories();

/** The migrations a database ran before the fold: every baseline replaced by what it folds. */
const BEFORE_FOLD: Record<string, Migration> = preFoldMigrations();

/** A database of `migrations`, with the schema a server derives at start (session_viewers's triggers). */
async function started(target: Parameters<typeof migratedDatabase>[0], migrations: Record<string, Migration>): Promise<MigratedDatabase> {
  const open = await migratedDatabase(target, migrations);
  await keepDerivedSchema(open.db, gatherModules().derivedSchema);
  return open;
}

const AT = '2026-01-01T00:00:00Z';

describe.each(testTargets())('folded migration history ($name)', (target) => {
  it('folds something: a new database runs fewer migrations than the full history', () => {
    expect(HISTORIES.length).toBeGreaterThan(0);
    expect(Object.keys(NEW_LINE).length).toBeLessThan(Object.keys(BEFORE_FOLD).length);
  });

  it('a database at the pre-fold schema keeps every row and its schema, and runs nothing', async () => {
    const old = await started(target, BEFORE_FOLD);
    const fresh = await started(target, NEW_LINE);
    try {
      await sql`insert into questions (text, type, status, created_at, updated_at, deleted_at) values
        ('Kept?', 'open_text', 'enabled', ${AT}, ${AT}, null), ('Deleted?', 'open_text', 'enabled', ${AT}, ${AT}, ${AT})`.execute(old.db);
      await sql`insert into sign_in_counters (kind, key, account, address, failures, last_failure_at)
        values ('address', '10.0.0.1', null, '10.0.0.1', 3, ${AT})`.execute(old.db);
      await sql`insert into verify_codes (phone_number, purpose, code_salt, code_hash, created_at, expires_at)
        values ('+15550100', 'sign-in', 's', 'h', ${AT}, ${AT})`.execute(old.db);
      await sql`insert into users (uuid, username, password_hash, type, created_at, updated_at)
        values ('u-1', 'kept.client', 'h', 'client', ${AT}, ${AT})`.execute(old.db);
      await sql`insert into projects (name, code, client_id, start_date, end_date, created_at, updated_at)
        select 'Harbor study', 'HS-1', id, '2026-01-01', '2026-02-01', ${AT}, ${AT} from users where username = 'kept.client'`.execute(
        old.db,
      );
      await sql`insert into files (original_name, clean_name, mime, size, sha256, data, created_at)
        values ('a.txt', 'a.txt', 'text/plain', 1, 'x', ${new Uint8Array([65])}, ${AT})`.execute(old.db);
      const before = await schemaSnapshot(old.db);

      await expect(migrateToLatest(old.db, NEW_LINE, HISTORIES)).resolves.toEqual([]);
      expect(await schemaSnapshot(old.db)).toEqual(before);
      const questions = await sql<{ text: string; deleted_at: string | null }>`select text, deleted_at from questions order by id`.execute(
        old.db,
      );
      expect(questions.rows).toEqual([
        { text: 'Kept?', deleted_at: null },
        { text: 'Deleted?', deleted_at: AT },
      ]);
      expect((await sql<{ failures: number }>`select failures from sign_in_counters`.execute(old.db)).rows).toEqual([{ failures: 3 }]);
      expect((await sql<{ phone_number: string }>`select phone_number from verify_codes`.execute(old.db)).rows).toEqual([
        { phone_number: '+15550100' },
      ]);
      const project = await sql<{
        name: string;
        username: string;
      }>`select p.name, u.username from projects p join users u on u.id = p.client_id`.execute(old.db);
      expect(project.rows).toEqual([{ name: 'Harbor study', username: 'kept.client' }]);
      expect((await sql<{ clean_name: string }>`select clean_name from files`.execute(old.db)).rows).toEqual([{ clean_name: 'a.txt' }]);
      // Readiness expects of it the migrations it ran, not the baselines.
      expect(await expectedMigrations(old.db, NEW_LINE, HISTORIES)).toEqual(Object.keys(BEFORE_FOLD).sort());

      // A new database built from the baselines has the same tables, columns, indexes and triggers.
      expect(await schemaSnapshot(fresh.db)).toEqual(before);
      expect(await expectedMigrations(fresh.db, NEW_LINE, HISTORIES)).toEqual(Object.keys(NEW_LINE).sort());
    } finally {
      await old.close();
      await fresh.close();
    }
  });

  it('a database that ran part of a folded history gets the rest of it, and ends at the same schema', async () => {
    const partial = Object.fromEntries(Object.entries(BEFORE_FOLD).filter(([name]) => name !== '110_question_soft_delete'));
    const between = await started(target, partial);
    const fresh = await started(target, NEW_LINE);
    try {
      await sql`insert into questions (text, type, status, created_at, updated_at) values ('Kept?', 'open_text', 'enabled', ${AT}, ${AT})`.execute(
        between.db,
      );
      await expect(migrateToLatest(between.db, NEW_LINE, HISTORIES)).resolves.toEqual(['110_question_soft_delete']);
      expect((await sql<{ text: string }>`select text from questions`.execute(between.db)).rows).toEqual([{ text: 'Kept?' }]);
      expect(await schemaSnapshot(between.db)).toEqual(await schemaSnapshot(fresh.db));
    } finally {
      await between.close();
      await fresh.close();
    }
  });
});
