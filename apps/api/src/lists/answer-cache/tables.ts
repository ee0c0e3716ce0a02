// Row shape of list_versions (migration 073): a counter per cached list that triggers move on every
// write to the tables feeding it. Servers compare it with the counter their kept answers were
// computed at (list-results.ts). db/types.ts lists it.
/** One list's counter. */
export interface ListVersionsTable {
  /** The list, e.g. `project` (see LIST_SOURCES in migration 073). */
  name: string;
  version: number;
}
