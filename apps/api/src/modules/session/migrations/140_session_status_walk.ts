// Issue 37: a project's session list filters by status (the list's filter, kept in the URL). This index walks a
// project's sessions of one status in start order, so the filtered page and its bounded total read only the
// rows they show, as the unfiltered list does on (project_id, start_at).
import type { Kysely } from 'kysely';

/** Indexes a project's sessions by status, then start. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('project_sessions_status_start_idx')
    .on('project_sessions')
    .columns(['project_id', 'status', 'start_at', 'id'])
    .execute();
}

/** Drops the status walk. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_sessions_status_start_idx').execute();
}
