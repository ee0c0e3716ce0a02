import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets, type TestDatabase } from '../testing/test-databases.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { registerSoleWriter, writeCountOf } from './sole-writer.js';
import type { Database } from './types.js';

const sqliteTarget = testTargets().find((target) => target.name === 'sqlite');
if (!sqliteTarget) throw new Error('SQLite is always a test target');

describe('the SQLite server as the only writer of its file', () => {
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

  it('keeps every other process out of the file while it runs, for reading and for writing', () => {
    const other = new SqliteDatabase(file, { timeout: 50 });
    try {
      expect(() => other.prepare('select count(*) from users').get()).toThrow(/database is locked/);
      expect(() => other.prepare("update list_versions set version = version + 1 where name = 'project'").run()).toThrow(/database is locked/);
    } finally {
      other.close();
    }
    expect(fs.existsSync(`${file}-shm`)).toBe(false);
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

  it('refuses a connection that does not hold its file exclusively', async () => {
    const shared = new SqliteDatabase(':memory:');
    const plain = new Kysely<Database>({ dialect: new SqliteDialect({ database: shared }) });
    try {
      expect(() => registerSoleWriter(plain, shared)).toThrow('locking_mode = exclusive');
      expect(writeCountOf(plain)).toBeNull();
    } finally {
      await plain.destroy();
    }
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
