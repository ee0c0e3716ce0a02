// Agreements (protocol management): typed documents with numbered versions. At most one version
// of a type is published at a time; published and superseded versions never change.
import { sql, type Kysely } from 'kysely';
import { sqlIn, withId, withTimestamps } from '../../../db/migrations/portable.js';

/** Creates agreements. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('agreements')))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sqlIn('status', ['draft', 'published', 'superseded'])),
    )
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('published_at', 'text')
    .addColumn('published_by', 'text')
    .addUniqueConstraint('agreements_type_version_uq', ['type', 'version'])
    .execute();
  await db.schema.createIndex('agreements_type_status_idx').on('agreements').columns(['type', 'status']).execute();
  await db.schema.createIndex('agreements_status_idx').on('agreements').column('status').execute();
  await db.schema.createIndex('agreements_updated_idx').on('agreements').column('updated_at').execute();
  // One published version per type, enforced by the database as well as by the publish route.
  await db.schema
    .createIndex('agreements_one_published_uq')
    .on('agreements')
    .column('type')
    .unique()
    .where(sql<boolean>`status = 'published'`)
    .execute();
}

/** Drops agreements. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreements').execute();
}
