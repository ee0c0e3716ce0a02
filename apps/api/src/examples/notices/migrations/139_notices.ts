// The notices table and the walk index of its list (CONTRIBUTING.md, "Add a keyword search"): newest first,
// carrying the searched columns so a keyword is tested on each index entry without reading the table.
import type { Kysely } from 'kysely';
import { createWalkIndex, withId, withTimestamps } from '../../../db/migrations/portable.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('notices')))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('author', 'varchar(60)', (c) => c.notNull())
    .execute();
  await createWalkIndex(db, {
    name: 'notices_walk_created_idx',
    table: 'notices',
    keys: ['created_at', 'id'],
    tested: ['title', 'author'],
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notices').execute();
}
