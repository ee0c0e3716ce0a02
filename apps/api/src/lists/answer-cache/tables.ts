// Row shape of list_versions (core baseline; each cached list's row comes from its module's migration): a counter per cached list that triggers move on every
// write to the tables feeding it. Servers compare it with the counter their kept answers were
// computed at (list-results.ts). db/types.ts lists it.
/** One list's counter. */
export interface ListVersionsTable {
  /** The list, e.g. `project` (a module's `cachedLists`). */
  name: string;
  version: number;
}
