import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../testing/migrated-database.js';
import { testTargets } from '../testing/test-databases.js';
import { writeCountOf } from './write-count.js';
import type { Database } from './types.js';

const sqliteTarget = testTargets().find((target) => target.name === 'sqlite');
if (!sqliteTarget) throw new Error('SQLite is always a test target');

describe("the SQLite server's write count", () => {
  let open: MigratedDatabase;
  let db: Kysely<Database>;
  let file: string;
  beforeAll(async () => {
    open = await migratedDatabase(sqliteTarget);
    if (open.database.target.kind !== 'sqlite') throw new Error('expected a SQLite target');
    file = open.database.target.file;
    db = open.db;
  });
  afterAll(() => open.close());

  it('lets other processes read and write the file while it runs, and counts their commits', async () => {
    const count = writeCountOf(db);
    if (!count) throw new Error('a SQLite connection registers its write count');
    const other = new SqliteDatabase(file, { timeout: 2000 });
    try {
      expect(Number(other.prepare('select count(*) as n from list_versions').pluck().get())).toBeGreaterThan(0);
      const start = count();
      other.prepare("update list_versions set version = version + 1 where name = 'project'").run();
      expect(count()).toBeGreaterThan(start);
      const after = count();
      other.prepare('select count(*) from projects').get();
      expect(count()).toBe(after);
    } finally {
      other.close();
    }
  });

  it('counts every written row, trigger writes included, and nothing read', async () => {
    const count = writeCountOf(db);
    if (!count) throw new Error('a SQLite connection registers its write count');
    const start = count();
    await db.selectFrom('users').selectAll().execute();
    await db.selectFrom('list_versions').selectAll().execute();
    expect(count()).toBe(start);

    await db.insertInto('audit_log').values({ at: '2026-01-01T00:00:00Z', action: 'write-count', outcome: 'success' }).execute();
    expect(count()).toBe(start + 1);
    await db.deleteFrom('audit_log').where('action', '=', 'write-count').execute();
    expect(count()).toBe(start + 2);
    await db.updateTable('audit_log').set({ detail: 'none' }).where('action', '=', 'no such action').execute();
    expect(count()).toBe(start + 2);
    // A project row, and what its triggers write: the project list's version and the keyword index.
    const projectVersion = async () =>
      Number((await db.selectFrom('list_versions').select('version').where('name', '=', 'project').executeTakeFirstOrThrow()).version);
    const before = await projectVersion();
    await db
      .insertInto('projects')
      .values({
        name: 'Counted',
        code: 'WC-1',
        status: 'draft',
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();
    expect(await projectVersion()).toBe(before + 1);
    expect(count()).toBeGreaterThan(start + 3);
  });

  it('counts writes of a transaction that rolled back (a reader only reads afresh)', async () => {
    const count = writeCountOf(db);
    if (!count) throw new Error('a SQLite connection registers its write count');
    const start = count();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('audit_log').values({ at: '2026-01-01T00:00:00Z', action: 'rolled-back', outcome: 'success' }).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(count()).toBeGreaterThan(start);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'rolled-back').execute()).toEqual([]);
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('$name, shared by every server on it', (target) => {
  it('has no write count, so readers read the database each time', async () => {
    const { db, close } = await migratedDatabase(target);
    try {
      expect(writeCountOf(db)).toBeNull();
    } finally {
      await close();
    }
  });
});
