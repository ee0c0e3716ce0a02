// A project's span in days as PostgreSQL's span index holds it (migration 104). A query must use the index's exact
// text, so it is copied here: run-time code imports no migration, and a migration, being history, keeps its own
// copy. migration-facts.test.ts checks that the two agree.

/** PostgreSQL: a project's span in ledger days, as the index holds it (a query must use this exact text). */
export const POSTGRES_PROJECT_SPAN = `(case when start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  then (substr(end_date, 1, 4)::int * 372 + substr(end_date, 6, 2)::int * 31 + substr(end_date, 9, 2)::int) - (substr(start_date, 1, 4)::int * 372 + substr(start_date, 6, 2)::int * 31 + substr(start_date, 9, 2)::int) else 1000000 end)`;
