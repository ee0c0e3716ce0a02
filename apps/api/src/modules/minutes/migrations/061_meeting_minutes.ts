// Minutes of a research session: one row per session with a version number for optimistic
// concurrency (a save names the version it started from), and its ordered transcript segments.
import type { Kysely } from 'kysely';

/** Creates meeting_minutes and minutes_segments, and a start_at index for the dashboard's week queries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meeting_minutes')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('project_sessions.id').onDelete('cascade'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('key_points', 'text', (c) => c.notNull()) // JSON array of strings
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('minutes_segments')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('meeting_minutes.session_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('speaker', 'text', (c) => c.notNull())
    .addColumn('offset_seconds', 'integer')
    .addColumn('clock_time', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('minutes_segments_pk', ['session_id', 'position'])
    .execute();

  // The dashboard counts sessions by week and lists the next ones: a range over start_at alone
  // (020's index leads with project_id).
  await db.schema.createIndex('project_sessions_start_idx').on('project_sessions').columns(['start_at', 'status']).execute();
}

/** Drops the minutes tables and the dashboard index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_sessions_start_idx').execute();
  await db.schema.dropTable('minutes_segments').execute();
  await db.schema.dropTable('meeting_minutes').execute();
}
