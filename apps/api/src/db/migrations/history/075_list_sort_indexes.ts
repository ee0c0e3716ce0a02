// Filter + sort indexes found missing by the list query-plan test (src/http/list-plans.test.ts, issue 8):
// a page filtered by one of these columns walks the index in the list's order instead of sorting every
// matching row. files (mime) replaces the single-column index it extends.
import type { Kysely } from 'kysely';

const INDEXES: readonly { name: string; table: string; columns: string[] }[] = [
  { name: 'verify_codes_status_created_idx', table: 'verify_codes', columns: ['status', 'created_at', 'id'] },
  { name: 'files_mime_created_idx', table: 'files', columns: ['mime', 'created_at', 'id'] },
  { name: 'picture_it_sets_status_updated_idx', table: 'picture_it_sets', columns: ['status', 'updated_at', 'id'] },
];

/** Creates the indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  await db.schema.dropIndex('files_mime_idx').execute();
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('files_mime_idx').on('files').column('mime').execute();
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
