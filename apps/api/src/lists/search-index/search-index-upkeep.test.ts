import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMigrations } from '../../modules/collect.js';
import { API_MODULES } from '../../modules/index.js';
import { connectDatabase } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { keepSearchIndexesMerged, MERGE_AT, type SearchIndexUpkeep } from './search-index-upkeep.js';
import type { Database } from '../../db/types.js';
import { writeCountOf } from '../../db/write-count.js';

describe('search index upkeep (SQLite FTS5)', () => {
  let dir: string;
  let file: string;
  let db: Kysely<Database>;
  let upkeep: SearchIndexUpkeep | undefined;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fts-upkeep-'));
    file = path.join(dir, 'console.db');
    db = connectDatabase({ kind: 'sqlite', file }).db;
    await migrateToLatest(db, allMigrations(API_MODULES));
  });
  afterEach(async () => {
    upkeep?.stop();
    upkeep = undefined;
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Projects added one transaction at a time, as staff add them: each is a new FTS5 segment. */
  async function addProjects(count: number, from = 1) {
    for (let i = from; i < from + count; i += 1) {
      await db
        .insertInto('projects')
        .values({
          name: `Harbor survey ${i}`,
          code: `HS${String(i).padStart(5, '0')}`,
          status: 'active',
          start_date: '2024-01-01',
          end_date: '2024-02-01',
          created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
          updated_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
        })
        .execute();
    }
  }
  const matches = async (keyword: string) =>
    (
      await sql<{
        id: number;
      }>`select rowid as id from projects_search where projects_search match ${`"${keyword}"`} order by rowid`.execute(db)
    ).rows.map((row) => row.id);

  it('merges an index written in many transactions down to fewer than MERGE_AT segments, finding the same rows', async () => {
    await addProjects(60);
    upkeep = keepSearchIndexesMerged(file, writeCountOf(db)!, { stepIntervalMs: 5, idleIntervalMs: 5, pagesPerStep: 4 });
    const before = { harbor: await matches('harbor'), code: await matches('HS00042') };
    expect(upkeep.segments().projects_search).toBeGreaterThanOrEqual(MERGE_AT);
    expect(before.harbor).toHaveLength(60);

    await vi.waitFor(() => expect(upkeep!.segments().projects_search).toBeLessThan(MERGE_AT), { timeout: 5_000, interval: 20 });
    expect(await matches('harbor')).toEqual(before.harbor);
    expect(await matches('HS00042')).toEqual(before.code);
  });

  it('writes nothing while the database is unwritten, and merges again after new writes', async () => {
    await addProjects(30);
    upkeep = keepSearchIndexesMerged(file, writeCountOf(db)!, { stepIntervalMs: 5, idleIntervalMs: 5 });
    upkeep.settle();
    const count = writeCountOf(db)!;
    const settled = count();
    await new Promise((resolve) => setTimeout(resolve, 100)); // twenty idle ticks
    expect(count()).toBe(settled);

    await addProjects(30, 31);
    await vi.waitFor(() => expect(upkeep!.segments().projects_search).toBeLessThan(MERGE_AT), { timeout: 5_000, interval: 20 });
    expect(await matches('harbor')).toHaveLength(60);
  });

  it('never waits for a lock another connection holds: the step is tried again once it is released', async () => {
    await addProjects(30);
    const other = connectDatabase({ kind: 'sqlite', file }).db;
    try {
      await other.transaction().execute(async (trx) => {
        await trx.updateTable('projects').set({ description: 'held' }).where('id', '=', 1).execute();
        upkeep = keepSearchIndexesMerged(file, writeCountOf(db)!, { stepIntervalMs: 5, idleIntervalMs: 5 });
        const started = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 60)); // ticks run while the lock is held
        expect(Date.now() - started).toBeLessThan(1_000); // the event loop was never blocked waiting
        expect(upkeep.segments().projects_search).toBeGreaterThanOrEqual(MERGE_AT); // nothing could be merged
      });
    } finally {
      await other.destroy();
    }
    await vi.waitFor(() => expect(upkeep!.segments().projects_search).toBeLessThan(MERGE_AT), { timeout: 5_000, interval: 20 });
  });
});
