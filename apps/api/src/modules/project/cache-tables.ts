// Row shapes of the list-count cache (migration 071): totals of filtered lists kept a few
// seconds so paging a big list does not count it again on every request. db/types.ts lists them.

/** A cached total of one filtered list; `capped` = 1 when the count stopped at the cap. */
export interface ListCountsTable {
  list: string;
  filter_key: string;
  total: number;
  capped: number;
  /** ISO-8601 instant after which the total is counted again. */
  expires_at: string;
}

