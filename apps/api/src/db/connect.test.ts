import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../testing/test-databases.js';
import type { DatabaseTarget } from '../config.js';
import { connectDatabase, SQLITE_MMAP_BYTES } from './connect.js';

describe.each(testTargets())('the database connection on $name', (target) => {
  it('answers again after the server ends an idle connection, without crashing the process', async () => {
    const database = await target.createDatabase();
    const { db, dialect } = connectDatabase(database.target);
    try {
      await expect(sql<{ one: number }>`select 1 as one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
      if (dialect === 'postgres') {
        // Two queries at once leave two pooled connections; then end the other one, idle, as a server
        // restart or failover would. Without the pool's error listener this crashed the process.
        await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)]);
        const ended = await sql<{ ended: boolean }>`
          select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
        expect(ended.rows.filter((row) => row.ended).length).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await expect(sql<{ two: number }>`select 2 as two`.execute(db)).resolves.toMatchObject({ rows: [{ two: 2 }] });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('the pools on $name', (target) => {
  it('open no more connections than their size, however many queries arrive at once', async () => {
    const database = await target.createDatabase();
    const { db } = connectDatabase({ ...database.target, poolSize: 2 } as DatabaseTarget);
    try {
      // Twelve queries at once: the pool runs two and queues the rest, instead of opening twelve backends.
      const burst = Array.from({ length: 12 }, () => sql`select pg_sleep(0.02)`.execute(db));
      await Promise.all(burst);
      const open = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(db);
      expect(Number(open.rows[0]?.n)).toBe(2);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe('the SQLite connection', () => {
  const [sqlite] = testTargets(); // SQLite is always the first target
  it('reads the file through a memory map, with other processes still reading it (WAL)', async () => {
    const database = await sqlite!.createDatabase();
    const { db } = connectDatabase(database.target);
    try {
      const mapped = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db);
      expect(Number(mapped.rows[0]?.mmap_size)).toBe(SQLITE_MMAP_BYTES);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
