// The report notes table and the walk indexes of its list: newest first, and one author's newest first
// (CONTRIBUTING.md, "Add a list", step 2).
import type { Kysely } from 'kysely';
import { createWalkIndex, withId } from '../../../db/migrations/portable.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('report_notes'))
    .addColumn('author', 'varchar(60)', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await createWalkIndex(db, { name: 'report_notes_walk_created_idx', table: 'report_notes', keys: ['created_at', 'id'], tested: [] });
  await createWalkIndex(db, {
    name: 'report_notes_walk_author_idx',
    table: 'report_notes',
    keys: ['author', 'created_at', 'id'],
    tested: [],
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_notes').execute();
}
