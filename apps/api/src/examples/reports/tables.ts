// The reports example's row types (CONTRIBUTING.md, "Add an API module", step 1), merged into the schema.
import type { Generated } from 'kysely';

/** A note filed under a report: who wrote it, what it says, when. */
export interface ReportNotesTable {
  id: Generated<number>;
  author: string;
  text: string;
  created_at: string;
}

/** The tables this module owns. */
export interface ReportTables {
  report_notes: ReportNotesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends ReportTables {}
}
