import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets, type TestDatabase } from '../testing/test-databases.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { writeCountOf } from './write-count.js';
import type { Database } from './types.js';

const sqliteTarget = testTargets().find((target) => target.name === 'sqlite');
if (!sqliteTarget) throw new Error('SQLite is always a test target');

describe("the SQLite server's write count", () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let file: string;
  beforeAll(async () => {
    database = await sqliteTarget.createDatabase();
    if (database.target.kind !== 'sqlite') throw new Error('expected a SQLite target');
    file = database.target.file;
    db = connectDatabase(database.target).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

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

    const auditVersion = () => db.selectFrom('list_versions').select('version').where('name', '=', 'audit').executeTakeFirstOrThrow();
    const before = await auditVersion();
    // One row inserted, and one more updated by the trigger that moves the audit list's version.
    await db.insertInto('audit_log').values({ at: '2026-01-01T00:00:00Z', action: 'sole-writer', outcome: 'success' }).execute();
    expect(Number((await auditVersion()).version)).toBe(Number(before.version) + 1);
    expect(count()).toBe(start + 2);
    await db.deleteFrom('audit_log').where('action', '=', 'sole-writer').execute();
    expect(count()).toBe(start + 4);
    await db.updateTable('audit_log').set({ detail: 'none' }).where('action', '=', 'no such action').execute();
    expect(count()).toBe(start + 4);
  });

  it('counts writes of a transaction that rolled back (a reader only reads afresh)', async () => {
    const count = writeCountOf(db);
    if (!count) throw new Error('a SQLite connection registers its write count');
    const start = count();
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values({ at: '2026-01-01T00:00:00Z', action: 'rolled-back', outcome: 'success' }).execute();
      throw new Error('abandon');
    })).rejects.toThrow('abandon');
    expect(count()).toBeGreaterThan(start);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'rolled-back').execute()).toEqual([]);
  });

});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('$name, shared by every server on it', (target) => {
  it('has no write count, so readers read the database each time', async () => {
    const database = await target.createDatabase();
    const { db } = connectDatabase(database.target);
    try {
      expect(writeCountOf(db)).toBeNull();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
