// The live (not soft-deleted) rows of a child table under one parent record, oldest first and capped: how a
// record's detail reads what hangs under it (a session's participants, the questions using a Picture It set).
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './types.js';

/** The tables whose rows have an `id` and a soft-delete stamp `deleted_at`. */
export type SoftDeletedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; deleted_at: unknown } ? T : never;
}[keyof Database];

/**
 * The rows of `table` whose `parentColumn` is `parentId` and that are not deleted, by id, at most `limit`: select the
 * columns wanted and execute.
 *
 * @example
 * const names = await liveChildren(db, 'session_participants', 'session_id', sessionId, 200).select('name').execute();
 */
export function liveChildren<T extends SoftDeletedTable>(
  db: Kysely<Database>,
  table: T,
  parentColumn: keyof Database[T] & string,
  parentId: number,
  limit: number,
): SelectQueryBuilder<Database, T, object> {
  const rows = db.selectFrom(table as SoftDeletedTable);
  const live = rows.where(db.dynamic.ref(parentColumn), '=', parentId).where(db.dynamic.ref('deleted_at'), 'is', null);
  return live.orderBy(db.dynamic.ref('id')).limit(limit) as unknown as SelectQueryBuilder<Database, T, object>;
}
