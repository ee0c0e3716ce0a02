// The notices example's row types (CONTRIBUTING.md, "Add an API module", step 1), merged into the schema. Its
// `updated_at` makes it a versioned table (http/partial-update.ts reads that off the schema).
import type { Generated } from 'kysely';

/** A notice staff post on the board. */
export interface NoticesTable {
  id: Generated<number>;
  title: string;
  author: string;
  created_at: string;
  updated_at: string;
}

/** The tables this module owns. */
export interface NoticeTables {
  notices: NoticesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends NoticeTables {}
}
