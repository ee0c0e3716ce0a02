// SQLite's keyword indexes (the FTS5 trigram tables of the project and file lists) kept merged (issue 18).
// FTS5 writes each batch of inserts as a new segment and merges segments only when four pile up on one
// level, so a table filled over time holds one segment per level (ten at 100,000 seeded projects) and every
// keyword search probes each of them: the code "P0052380" took 0.45 ms, 0.18 ms on one segment.
// After writes, when an index holds MERGE_AT segments or more, the server merges a bounded number of pages
// at a time (FTS5's incremental 'merge', with 'usermerge' 2 so segments of different levels merge too)
// until nothing is left to merge, then waits for the next write. It works through a connection of its own:
// its statements stay out of the request path's query log and connection queue, and it never waits for a
// lock (busy_timeout 0: a step that finds the database busy is tried again on the next tick). An unwritten
// database is only looked at, never written, so kept answers stay valid while nothing changes.
import SqliteDatabase from 'better-sqlite3';
import type { WriteCount } from '../../db/write-count.js';

/** Segments an index holds before a merge is worth its writes; one or two cost a search almost nothing. */
export const MERGE_AT = 3;

/** How the upkeep paces itself. */
export interface SearchIndexUpkeepOptions {
  /** Pages a merge step writes at most (FTS5's 'merge' argument): ~7 ms at 100. */
  pagesPerStep?: number;
  /** Pause between steps while an index still has segments to merge. */
  stepIntervalMs?: number;
  /** How often the write count is looked at while nothing is left to merge. */
  idleIntervalMs?: number;
}

/** A running upkeep. */
export interface SearchIndexUpkeep {
  /** Merges now until no index has anything left to merge; the number of merge steps that merged something. */
  settle(): number;
  /** The segments of each FTS5 table now. */
  segments(): Record<string, number>;
  /** Stops the timer and closes the upkeep's connection. */
  stop(): void;
}

/**
 * The FTS5 tables of a SQLite database (virtual tables declared `using fts5`), by name.
 *
 * @example
 * fts5Tables(new SqliteDatabase(file)); // ['files_search', 'projects_search']
 */
export function fts5Tables(sqlite: SqliteDatabase.Database): string[] {
  return sqlite
    .prepare<[], { name: string }>(
      "select name from sqlite_master where type = 'table' and lower(sql) like 'create virtual table%using fts5%' order by name",
    )
    .all()
    .map((row) => row.name);
}

/**
 * Keeps every FTS5 table of the SQLite file `file` merged after writes (see the top of this file).
 * `writeCount` is the server connection's (write-count.ts): the upkeep looks at the indexes only when it moved.
 * Sets `usermerge` to 2 on each table once (a setting FTS5 keeps in the table's config).
 *
 * @example
 * const upkeep = keepSearchIndexesMerged(config.database.file, writeCountOf(db)!);
 * app.addHook('onClose', async () => upkeep.stop());
 */
export function keepSearchIndexesMerged(file: string, writeCount: WriteCount, options: SearchIndexUpkeepOptions = {}): SearchIndexUpkeep {
  const pages = options.pagesPerStep ?? 100;
  const stepMs = options.stepIntervalMs ?? 50;
  const idleMs = options.idleIntervalMs ?? 1_000;
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('busy_timeout = 0');
  const tables = fts5Tables(sqlite);
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const changes = sqlite.prepare<[], number>('select total_changes()').pluck();
  const statements = tables.map((table) => ({
    table,
    segments: sqlite.prepare<[], number>(`select count(distinct segid) from ${quoted(`${table}_idx`)}`).pluck(),
    merge: sqlite.prepare(`insert into ${quoted(table)} (${quoted(table)}, rank) values ('merge', ?)`),
    usermerge: sqlite.prepare<[], number>(`select v from ${quoted(`${table}_config`)} where k = 'usermerge'`).pluck(),
    setUsermerge: sqlite.prepare(`insert into ${quoted(table)} (${quoted(table)}, rank) values ('usermerge', 2)`),
  }));

  // Segments a table held when a step found nothing to merge (FTS5 leaves some shapes, such as four segments
  // one per level, as they are): no step is tried again until a write changes the count.
  const stuckAt = new Map<string, number>();
  /** One step on each table holding MERGE_AT segments or more; true when any step merged something. */
  const step = () => {
    let merged = false;
    for (const s of statements) {
      const segments = s.segments.get()!;
      if (segments < MERGE_AT || stuckAt.get(s.table) === segments) continue;
      if (s.usermerge.get() !== 2) s.setUsermerge.run();
      const before = changes.get()!;
      s.merge.run(pages);
      // A step with nothing left to merge still rewrites the table's structure record: one change.
      if (changes.get()! - before > 1) merged = true;
      else stuckAt.set(s.table, segments);
    }
    return merged;
  };
  // The write count when the indexes were last found merged; null: not looked at since the start.
  let settledAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (settledAt === writeCount()) return schedule(idleMs);
    let merged = false;
    try {
      merged = step();
    } catch {
      return schedule(idleMs); // the database is busy (another writer holds the lock): look again later
    }
    if (!merged) settledAt = writeCount();
    schedule(merged ? stepMs : idleMs);
  };
  if (tables.length > 0) schedule(0);
  return {
    settle: () => {
      let steps = 0;
      while (step()) steps += 1;
      settledAt = writeCount();
      return steps;
    },
    segments: () => Object.fromEntries(statements.map((s) => [s.table, s.segments.get()!])),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      sqlite.close();
    },
  };
}
