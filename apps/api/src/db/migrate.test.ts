import type { Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.js';
import { sql } from 'kysely';
import { migrateToLatest, refreshPlannerStatistics } from './migrate.js';
import { allMigrations } from '../modules/collect.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('a database that already ran later migrations still takes one added from a parallel branch', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'console-migrate-'));
    folders.push(folder);
    const { db } = connectDatabase({ kind: 'sqlite', file: join(folder, 'db.sqlite') });
    try {
      // A migration from a parallel branch, numbered between ones the database has already run (a stand-in that
      // depends on nothing, so the test is about the runner, not about what real migrations need of each other).
      const late = '060_parallel_branch';
      const parallel = {
        up: (db: Kysely<unknown>) => db.schema.createTable('parallel_branch_marker').addColumn('id', 'integer').execute(),
      };
      const names = Object.keys(allMigrations()).sort();
      const first = await migrateToLatest(db, allMigrations());
      expect(first.length).toBe(names.length);
      const withLate = { ...allMigrations(), [late]: parallel };
      await expect(migrateToLatest(db, withLate)).resolves.toEqual([late]);
      await expect(migrateToLatest(db, withLate)).resolves.toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('gives the SQLite planner statistics for the list indexes after a start, which it had none of', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'console-migrate-'));
    folders.push(folder);
    const { db } = connectDatabase({ kind: 'sqlite', file: join(folder, 'db.sqlite') });
    try {
      await migrateToLatest(db, allMigrations());
      const at = '2026-01-01T00:00:00Z';
      const rows = Array.from({ length: 200 }, (_, i) => ({
        name: `P ${i}`,
        code: `C-${i}`,
        status: 'draft' as const,
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        created_at: at,
        updated_at: at,
      }));
      await db.insertInto('projects').values(rows).execute();
      const statistics = async () =>
        (await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 'projects'`.execute(db).catch(() => ({ rows: [] }))).rows.map(
          (r) => r.idx,
        );
      expect(await statistics()).toEqual([]);
      await refreshPlannerStatistics(db, 'sqlite');
      expect(await statistics()).toEqual(expect.arrayContaining(['projects_walk_status_created_idx', 'projects_walk_name_idx']));
    } finally {
      await db.destroy();
    }
  });
});
