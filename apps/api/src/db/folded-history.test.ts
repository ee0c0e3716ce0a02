// The app's folded histories (issue 41): the folded migrations are deleted, and a database that ran them all (the
// fixture of testing/pre-fold-database.ts, made with the last build that had them) starts on this build without
// losing a row, at the schema a new database built from the baselines has; one that ran only some is refused.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { allMigrations, histories } from '../modules/collect.js';
import { migratedDatabase } from '../testing/migrated-database.js';
import { preFoldDatabase, preFoldStatements } from '../testing/pre-fold-database.js';
import { schemaSnapshot } from '../testing/schema-snapshot.js';
import { startTestApp, testTargets } from '../testing/test-app.js';
import { connectDatabase } from './connect.js';
import { expectedMigrations, LAST_BUILD_WITH_HISTORY, ranMigrations } from './migration-lineage.js';

const NEW_LINE = allMigrations();
const HISTORIES = histories();
const BASELINES = HISTORIES.flatMap((history) => Object.keys(history.baseline));
const FOLDED = HISTORIES.flatMap((history) => history.folded);

/** The migrations the fixture records as run, sorted. */
function recorded(engine: 'sqlite' | 'postgres'): string[] {
  const names = preFoldStatements(engine).flatMap(
    (statement) => /^insert into (?:public\.)?kysely_migration\b.*?\('(\w+)'/i.exec(statement)?.[1] ?? [],
  );
  return names.sort();
}

/** This build's migrations newer than the fixture (written after the fold), which a start on it runs. */
function newerThanFixture(engine: 'sqlite' | 'postgres'): string[] {
  const ran = recorded(engine);
  return Object.keys(NEW_LINE).filter((name) => !BASELINES.includes(name) && !ran.includes(name));
}

const AT = '2026-01-01T00:00:00Z';

describe.each(testTargets())('folded migration history ($name)', (target) => {
  it('folds something: a new database runs the baselines, and a database that ran the history is expected to have run it', () => {
    expect(FOLDED.length).toBeGreaterThan(0);
    expect(Object.keys(NEW_LINE).filter((name) => FOLDED.includes(name))).toEqual([]);
    expect(Object.keys(NEW_LINE).length).toBeLessThan(recorded(target.name).length);
    // The fixture ran every folded migration and every migration of this build but the baselines and those
    // written after it (numbered after all it ran).
    const later = Object.keys(NEW_LINE).filter((name) => !BASELINES.includes(name));
    const newer = newerThanFixture(target.name);
    expect(recorded(target.name)).toEqual([...later.filter((name) => !newer.includes(name)), ...FOLDED].sort());
    const last = recorded(target.name).at(-1) ?? '';
    expect(newer.filter((name) => name <= last)).toEqual([]);
  });

  it('a database that ran the full history keeps every row, runs only the migrations newer than it, and has the schema of a new database', async () => {
    const database = await preFoldDatabase(target);
    const { db } = connectDatabase(database.target);
    try {
      await sql`insert into questions (text, type, status, created_at, updated_at, deleted_at) values
        ('Kept?', 'open_text', 'enabled', ${AT}, ${AT}, null), ('Deleted?', 'open_text', 'enabled', ${AT}, ${AT}, ${AT})`.execute(db);
      await sql`insert into sign_in_counters (kind, key, account, address, failures, last_failure_at)
        values ('address', '10.0.0.1', null, '10.0.0.1', 3, ${AT})`.execute(db);
      await sql`insert into verify_codes (phone_number, purpose, code_salt, code_hash, created_at, expires_at)
        values ('+15550100', 'sign-in', 's', 'h', ${AT}, ${AT})`.execute(db);
      await sql`insert into users (uuid, username, password_hash, type, created_at, updated_at)
        values ('u-1', 'kept.client', 'h', 'client', ${AT}, ${AT})`.execute(db);
      await sql`insert into projects (name, code, client_id, start_date, end_date, created_at, updated_at)
        select 'Harbor study', 'HS-1', id, '2026-01-01', '2026-02-01', ${AT}, ${AT} from users where username = 'kept.client'`.execute(db);
      await sql`insert into files (original_name, clean_name, mime, size, sha256, data, created_at)
        values ('a.txt', 'a.txt', 'text/plain', 1, 'x', ${new Uint8Array([65])}, ${AT})`.execute(db);
    } finally {
      await db.destroy();
    }

    const t = await startTestApp(target, { database });
    const fresh = await migratedDatabase(target);
    try {
      const old = t.app.db;
      const ranNow = [...recorded(target.name), ...newerThanFixture(target.name)].sort();
      expect([...(await ranMigrations(old))].sort()).toEqual(ranNow);
      const questions = await old.selectFrom('questions').select(['text', 'deleted_at']).orderBy('id').execute();
      expect(questions).toEqual([
        { text: 'Kept?', deleted_at: null },
        { text: 'Deleted?', deleted_at: AT },
      ]);
      expect(await old.selectFrom('sign_in_counters').select('failures').execute()).toEqual([{ failures: 3 }]);
      expect(await old.selectFrom('verify_codes').select('phone_number').execute()).toEqual([{ phone_number: '+15550100' }]);
      const project = await old
        .selectFrom('projects as p')
        .innerJoin('users as u', 'u.id', 'p.client_id')
        .select(['p.name', 'u.username'])
        .execute();
      expect(project).toEqual([{ name: 'Harbor study', username: 'kept.client' }]);
      expect(await old.selectFrom('files').select('clean_name').execute()).toEqual([{ clean_name: 'a.txt' }]);
      // Readiness expects of it the migrations it ran, not the baselines.
      expect(await expectedMigrations(old, NEW_LINE, HISTORIES)).toEqual(ranNow);
      // Same tables, columns, indexes, triggers (and functions) as a new database built from the baselines.
      expect(await schemaSnapshot(old)).toEqual(await schemaSnapshot(fresh.db));
      expect(await expectedMigrations(fresh.db, NEW_LINE, HISTORIES)).toEqual(Object.keys(NEW_LINE).sort());
    } finally {
      await t.close();
      await fresh.close();
    }
  });

  it('refuses to start on a database that ran only part of a folded history, naming what it misses, and writes nothing', async () => {
    const database = await preFoldDatabase(target);
    const { db } = connectDatabase(database.target);
    try {
      // A database built before project migration 118 existed, and never upgraded since.
      await sql`delete from kysely_migration where name = '118_operation_detail_pages'`.execute(db);
      const ran = await ranMigrations(db);
      const before = await schemaSnapshot(db);
      const start = startTestApp(target, { database });
      await expect(start).rejects.toThrow(
        'This database ran 11 of the 12 migrations folded into 020_project_baseline and 020_project_counters_baseline ' +
          '(it misses 118_operation_detail_pages)',
      );
      await expect(start).rejects.toThrow(`with a build from before the fold (commit ${LAST_BUILD_WITH_HISTORY};`);
      expect(await ranMigrations(db)).toEqual(ran);
      expect(await schemaSnapshot(db)).toEqual(before);
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
