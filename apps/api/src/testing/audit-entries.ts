// What the audit log recorded, as a test reads it back: the actions of the entries a filter picks, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Which entries: `action` and `target` are LIKE patterns (`agreement.%`); `except` leaves one action out. */
export interface AuditFilter {
  action: string;
  target?: string;
  actorUserId?: number;
  except?: string;
}

/**
 * The actions of the audit entries matching `filter`, in the order they were written.
 *
 * @example
 * expect(await auditedActions(t.app.db, { action: 'agreement.%', target: 'user_agreement%' })).toEqual(['agreement.add']);
 */
export async function auditedActions(db: Kysely<Database>, filter: AuditFilter): Promise<string[]> {
  let query = db.selectFrom('audit_log').select('action').where('action', 'like', filter.action);
  if (filter.target !== undefined) query = query.where('target', 'like', filter.target);
  if (filter.actorUserId !== undefined) query = query.where('actor_user_id', '=', filter.actorUserId);
  if (filter.except !== undefined) query = query.where('action', '!=', filter.except);
  return (await query.orderBy('id').execute()).map((entry) => entry.action);
}
