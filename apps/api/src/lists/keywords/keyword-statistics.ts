// What the keyword planner (keyword-plan.ts) learns about a keyword, remembered for a short while: how many
// rows of the newest match it, how many FTS matches it has up to some number, PostgreSQL's estimate. These
// choose between two plans that answer the same rows, so a remembered figure that has since drifted can
// only pick the slower plan for a few seconds, never a wrong answer. Asking again costs up to a millisecond
// per request (the FTS count of a common word's trigrams), which was a third of a keyword list's time.
// A figure that is exact for what its key names (where a keyword's first match lies, as of a list version)
// is kept until it is pushed out: learning it again can cost a walk of the whole index. Requests that ask for a
// figure while it is measured share that measurement, so a burst of one new keyword walks once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** How long a figure is trusted. */
export const STATISTICS_TTL_MS = 30_000;
/** Most keywords remembered per database; the least recently used goes first. */
export const STATISTICS_ENTRIES = 2_000;

interface Remembered {
  value: unknown;
  at: number;
  /** Trusted for ever (until pushed out): the figure is exact for what its key names. */
  exact: boolean;
}

/** The figures of one database, by key (`<table>:<kind>:<keyword>`). */
export interface KeywordStatistics {
  /** The remembered figure, or undefined when there is none or it is older than the TTL. */
  get<T>(key: string): T | undefined;
  /** Remembers `value` for the TTL, or with `exact` until pushed out: for a key that names what it depends on (a version). */
  set(key: string, value: unknown, options?: { exact?: boolean }): void;
  /**
   * The remembered figure, else `measure()`'s, remembered (see `set` for `exact`); callers asking while it is measured
   * share that one measurement (and its failure).
   */
  remember<T>(key: string, measure: () => Promise<T>, options?: { exact?: boolean }): Promise<T>;
}

const byDatabase = new WeakMap<Kysely<Database>, KeywordStatistics>();

/**
 * The statistics memo of `db` (one per database handle, made on first use).
 *
 * @example
 * const rows = await keywordStatistics(db).remember('projects:rows', () => countRows(db));
 */
export function keywordStatistics(db: Kysely<Database>): KeywordStatistics {
  let statistics = byDatabase.get(db);
  if (!statistics) {
    statistics = createKeywordStatistics();
    byDatabase.set(db, statistics);
  }
  return statistics;
}

/**
 * A memo of figures with a TTL and a size bound (a Map in least-recently-used order).
 *
 * @example
 * const memo = createKeywordStatistics();
 * memo.set('projects:fts:nova', { n: 400, limit: 400 });
 */
export function createKeywordStatistics(now: () => number = Date.now): KeywordStatistics {
  const entries = new Map<string, Remembered>();
  const measuring = new Map<string, Promise<unknown>>();
  const get = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (!entry.exact && now() - entry.at > STATISTICS_TTL_MS) return undefined;
    entries.set(key, entry);
    return entry.value as T;
  };
  const set = (key: string, value: unknown, options: { exact?: boolean } = {}) => {
    entries.delete(key);
    entries.set(key, { value, at: now(), exact: options.exact ?? false });
    if (entries.size > STATISTICS_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    get,
    set,
    async remember<T>(key: string, measure: () => Promise<T>, options: { exact?: boolean } = {}) {
      const known = get<T>(key);
      if (known !== undefined) return known;
      // Requests that need a figure being measured wait for that measurement instead of starting their own.
      const running = measuring.get(key);
      if (running) return running as Promise<T>;
      const measured = measure().then((value) => {
        set(key, value, options);
        return value;
      });
      measuring.set(key, measured);
      try {
        return await measured;
      } finally {
        measuring.delete(key);
      }
    },
  };
}
