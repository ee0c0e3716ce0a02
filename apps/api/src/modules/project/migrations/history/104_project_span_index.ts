// Issue 18: a date window sorted by start date walks the projects in start order, and a project can only run
// into the window if it starts no earlier than the window's first day less the longest project. SQLite reads
// that longest project from an expression index of julianday() (migration 096). PostgreSQL cannot index a
// text-to-date cast (it depends on DateStyle, so it is not immutable), so its walk began at the first project
// ever: at 1,000,000 projects a late window sorted by start took 95-190 ms. This index holds each project's
// span in "ledger days" (a year is 372, a month 31): computed from the text alone, never less than the real
// days between the dates (no month has more than 31), so the bound it gives is safe, at most three days a
// month early. A date not in YYYY-MM-DD form counts as a span too long to bound anything.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

const ledgerDay = (column: string) =>
  `(substr(${column}, 1, 4)::int * 372 + substr(${column}, 6, 2)::int * 31 + substr(${column}, 9, 2)::int)`;
const DATE_FORM = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

/** PostgreSQL: a project's span in ledger days, as the index holds it (a query must use this exact text). */
export const POSTGRES_PROJECT_SPAN = `(case when start_date ~ ${DATE_FORM} and end_date ~ ${DATE_FORM}
  then ${ledgerDay('end_date')} - ${ledgerDay('start_date')} else 1000000 end)`;

/** PostgreSQL: indexes each project's span. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index projects_span_idx on projects (${sql.raw(POSTGRES_PROJECT_SPAN)})`.execute(db);
}

/** Drops the span index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex('projects_span_idx').execute();
}
