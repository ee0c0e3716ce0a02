import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../testing/migrated-database.js';
import { testTargets } from '../testing/test-databases.js';
import { SqliteReaders } from './sqlite-readers.js';
import { writeCountOf } from './write-count.js';
import type { Database } from './types.js';

const sqliteTarget = testTargets().find((target) => target.name === 'sqlite');
if (!sqliteTarget) throw new Error('SQLite is always a test target');

const entry = (action: string) => ({ at: '2026-01-01T00:00:00Z', action, outcome: 'success' as const });

describe('a SQLite server with reader threads', () => {
  let open: MigratedDatabase;
  let db: Kysely<Database>;
  let file: string;
  beforeAll(async () => {
    open = await migratedDatabase(sqliteTarget); // two reader threads, as every SQLite test target has
    const { target } = open.database;
    if (target.kind !== 'sqlite' || target.readers !== 2) throw new Error('expected a SQLite target with two readers');
    file = target.file;
    db = open.db;
  });
  afterAll(() => open.close());

  const actions = async (action: string) =>
    (await db.selectFrom('audit_log').select('action').where('action', '=', action).execute()).map((row) => row.action);

  /** Another request's transaction, left open after writing an audit entry `action`; `commit` ends it. */
  async function openTransactionWriting(action: string): Promise<{ commit: () => Promise<void> }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values(entry(action)).execute();
      written();
      await released;
    });
    await wrote;
    return {
      commit: async () => {
        release();
        await transaction;
      },
    };
  }

  it('reads what was written just before, outside and inside a transaction', async () => {
    await db.insertInto('audit_log').values(entry('written-then-read')).execute();
    expect(await actions('written-then-read')).toEqual(['written-then-read']);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values(entry('in-transaction')).execute();
      const seen = await trx.selectFrom('audit_log').select('action').where('action', '=', 'in-transaction').execute();
      expect(seen).toEqual([{ action: 'in-transaction' }]);
    });
    expect(await actions('in-transaction')).toEqual(['in-transaction']);
  });

  it("answers a read while another request's transaction is open, without its uncommitted rows", async () => {
    const { commit } = await openTransactionWriting('not-yet-committed');
    // On one connection this read would wait for the commit (Kysely's queue) and never come back here.
    expect(await actions('not-yet-committed')).toEqual([]);
    await commit();
    expect(await actions('not-yet-committed')).toEqual(['not-yet-committed']);
  });

  it("moves the write count when a transaction ends, so a value read during it is not kept as the transaction's result", async () => {
    const count = writeCountOf(db);
    if (!count) throw new Error('a SQLite connection registers its write count');
    const { commit } = await openTransactionWriting('counted-at-commit');
    const during = count();
    expect(await actions('counted-at-commit')).toEqual([]); // read under `during`: the data before the commit
    await commit();
    expect(count()).not.toBe(during);
  });

  it('keeps bytes as bytes and SQL errors with their message and code', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const { id } = await db
      .insertInto('files')
      .values({
        original_name: 'bytes.bin',
        clean_name: 'bytes.bin',
        mime: 'application/octet-stream',
        size: bytes.length,
        sha256: 'x'.repeat(64),
        data: bytes,
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('files').select('data').where('id', '=', id).where('data', '=', bytes).executeTakeFirstOrThrow();
    expect(Buffer.from(row.data)).toEqual(bytes);
    await expect(
      db
        .selectFrom('no_such_table' as 'files')
        .selectAll()
        .execute(),
    ).rejects.toMatchObject({
      message: 'no such table: no_such_table',
      code: 'SQLITE_ERROR',
    });
  });

  it('gives reader threads connections that cannot write', async () => {
    const readers = new SqliteReaders(file, 1);
    try {
      await expect(
        readers.read({
          sql: "insert into audit_log (at, action, outcome) values ('x', 'by-a-reader', 'success') returning id",
          parameters: [],
        }),
      ).rejects.toThrow('attempt to write a readonly database');
      expect(await actions('by-a-reader')).toEqual([]);
      expect(await readers.read({ sql: 'select ? + 1 as n', parameters: [41] })).toEqual([{ n: 42 }]);
    } finally {
      await readers.close();
    }
    await expect(readers.read({ sql: 'select 1', parameters: [] })).rejects.toThrow('the SQLite readers are closed');
  });

  it('replaces a reader thread that stops, failing only the reads it had in flight', async () => {
    const readers = new SqliteReaders(file, 1);
    try {
      // A thread that dies (out of memory, a crash in native code) looks like this from the pool.
      const [reader] = (readers as unknown as { readers: { worker: { terminate(): Promise<number> } }[] }).readers;
      expect(await readers.read({ sql: 'select 1 as n', parameters: [] })).toEqual([{ n: 1 }]); // its connection is open
      const counting = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) as n from c';
      const inFlight = readers.read({ sql: counting, parameters: [] }); // ~0.3 s: still running when the thread stops
      await reader!.worker.terminate();
      await expect(inFlight).rejects.toThrow('a SQLite reader thread stopped');
      expect(await readers.read({ sql: 'select ? * 2 as n', parameters: [21] })).toEqual([{ n: 42 }]);
    } finally {
      await readers.close();
    }
  });

  it('says why when no reader can open its connection, instead of starting threads again and again', async () => {
    const readers = new SqliteReaders(`${file}.missing`, 1);
    try {
      await expect(readers.read({ sql: 'select 1', parameters: [] })).rejects.toThrow('unable to open database file');
      await expect(readers.read({ sql: 'select 1', parameters: [] })).rejects.toThrow(
        'no SQLite reader thread could start: unable to open database file',
      );
    } finally {
      await readers.close();
    }
  });
});
