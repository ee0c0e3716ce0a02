// What the server last made of each schema object derived from a declaration (db/derived-schema.ts): the hash
// of the statements that made it, and the statements that drop it.
import type { Kysely } from 'kysely';

/** Creates derived_schema. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('derived_schema')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('drops', 'text', (c) => c.notNull())
    .execute();
}

/** Drops derived_schema. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('derived_schema').execute();
}
