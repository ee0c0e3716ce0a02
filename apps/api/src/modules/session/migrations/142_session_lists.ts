// Issue 37: the lists of a project's sessions and of a session's participants are declared resources.
// - A project's session list filters by status: (project_id, status, start_at) walks a project's sessions of one
//   status in start order, as the unfiltered list walks (project_id, start_at).
// - A participant removal can be undone (resources/undo.ts): the row stays, stamped with when it was removed,
//   until its undo window is past and it is purged. (session_id, status, id) serves the participant list and its
//   status filter; the deleted_at index finds the rows to purge.
import type { Kysely } from 'kysely';

/** Adds the status walk, session_participants.deleted_at and the participant indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('project_sessions_status_start_idx')
    .on('project_sessions')
    .columns(['project_id', 'status', 'start_at', 'id'])
    .execute();
  await db.schema.alterTable('session_participants').addColumn('deleted_at', 'text').execute();
  await db.schema
    .createIndex('session_participants_status_idx')
    .on('session_participants')
    .columns(['session_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('session_participants_deleted_idx').on('session_participants').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('session_participants_deleted_idx').execute();
  await db.schema.dropIndex('session_participants_status_idx').execute();
  await db.schema.alterTable('session_participants').dropColumn('deleted_at').execute();
  await db.schema.dropIndex('project_sessions_status_start_idx').execute();
}
