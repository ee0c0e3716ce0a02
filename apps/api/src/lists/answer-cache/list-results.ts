// Answers of list routes kept in memory as of their list's version (list_versions). A request reads one
// indexed row (the version) instead of the list's four or five queries; any write to a table feeding the
// list moves the version in the writing transaction, on whichever server or script writes, so the next
// request computes afresh. Callers still authenticate and authorise every request: only the answer for
// an already permitted query (its scope included in the key) is reused.
import type { Kysely } from 'kysely';
import { nameStatement } from '../../db/named-statements.js';
import type { Database } from '../../db/types.js';

/**
 * A list whose answers can be kept: one a module declares in its manifest's `cachedLists` (modules/api-module.ts),
 * whose migrations gave it a list_versions row and the triggers that move it. The kernel knows no list by name.
 */
export type CachedListName = string;

/** Kept answers of one list. */
export interface ListResultCache {
  /**
   * The answer for `key` (everything the answer depends on: filters, page, sort, scope) as of the list's
   * current version: the kept one when computed at that version, else `compute()`'s, which is kept.
   * Concurrent requests for the same key and version share one computation. `versions` are the versions
   * the caller already read this request (listVersionsOf(auth), versions.ts); the cache takes its own list's from
   * them, or reads it when they are not given.
   */
  answer<T>(key: string, compute: () => Promise<T>, versions?: ReadonlyMap<string, number>): Promise<T>;
  /** How many answers are kept now. */
  readonly size: number;
}

/** Hears, for each answer asked of a list, whether it was kept (`hit`) or computed (`miss`); e.g. the metrics. */
export type ListResultObserver = (list: CachedListName, result: 'hit' | 'miss') => void;

const observers = new WeakMap<Kysely<Database>, ListResultObserver>();
const switchedOff = new WeakSet<Kysely<Database>>();

/**
 * Switches every answer cache on `db` on or off (LIST_ANSWER_CACHE): off, each answer is computed afresh
 * and nothing is kept or version read, which is how the benchmarks measure the lists' own work.
 *
 * @example
 * switchListResultCaches(db, config.listAnswerCache ?? true);
 */
export function switchListResultCaches(db: Kysely<Database>, on: boolean): void {
  if (on) switchedOff.delete(db);
  else switchedOff.add(db);
}

/**
 * Makes `observer` hear the hits and misses of every answer cache on `db` (one observer per database).
 *
 * @example
 * observeListResults(db, (list, result) => counter.inc({ list, result }));
 */
export function observeListResults(db: Kysely<Database>, observer: ListResultObserver): void {
  observers.set(db, observer);
}

interface Entry {
  version: number;
  value: Promise<unknown>;
}

/**
 * Creates the in-memory answer cache of `list`, keeping at most `maxEntries` answers (least recently
 * used dropped first).
 *
 * @example
 * const projects = createListResultCache(db, 'project');
 * const page = await projects.answer(JSON.stringify([filter, page]), () => listProjects(db, filter, page, null));
 */
export function createListResultCache(db: Kysely<Database>, list: CachedListName, maxEntries = 500): ListResultCache {
  // Compiled once: building the query on each request would cost more than running it.
  const versionQuery = db.selectFrom('list_versions').select('version').where('name', '=', list).compile();
  nameStatement(db, versionQuery.sql);
  const entries = new Map<string, Entry>();

  async function currentVersion(): Promise<number> {
    const [row] = (await db.executeQuery(versionQuery)).rows;
    if (!row)
      throw new Error(
        `list_versions has no row for "${list}" (declared in a module's cachedLists, its migration's createListVersion missing?)`,
      );
    return Number(row.version);
  }

  return {
    async answer<T>(key: string, compute: () => Promise<T>, versions?: ReadonlyMap<string, number>): Promise<T> {
      if (switchedOff.has(db)) return compute();
      // The version is read before the answer is computed, so a write committing in between can only
      // make the kept answer newer than its version says, never older; the next version replaces it.
      const version = versions?.get(list) ?? (await currentVersion());
      const kept = entries.get(key);
      if (kept && kept.version === version) {
        observers.get(db)?.(list, 'hit');
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as Promise<T>;
      }
      observers.get(db)?.(list, 'miss');
      const value = compute();
      if (!kept || kept.version < version) {
        entries.delete(key);
        entries.set(key, { version, value });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        // A failed computation is not kept: the next request tries again.
        value.catch(() => {
          if (entries.get(key)?.value === value) entries.delete(key);
        });
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

const cachesByDatabase = new WeakMap<Kysely<Database>, Map<CachedListName, ListResultCache>>();

/**
 * The answer cache of `list` on `db`, one per database and list in a process (the routes of a list and
 * its 'my' variant share it; scopes are part of their keys).
 *
 * @example
 * const page = await listResultCacheOf(db, 'session').answer(key, () => listSessions(db, query, null));
 */
export function listResultCacheOf(db: Kysely<Database>, list: CachedListName): ListResultCache {
  let caches = cachesByDatabase.get(db);
  if (!caches) cachesByDatabase.set(db, (caches = new Map()));
  let cache = caches.get(list);
  if (!cache) caches.set(list, (cache = createListResultCache(db, list)));
  return cache;
}
