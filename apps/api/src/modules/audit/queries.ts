import type { Kysely, Selectable } from 'kysely';
import { type BoundedTotal, offsetPage } from '../../lists/index.js';
import type { AuditLogTable, Database } from '../../db/types.js';
import type { AuditItem } from './schemas.js';

/** Filters of the audit list; each is exact except the date range (inclusive `from`, exclusive `to`, UTC). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  outcome?: AuditLogTable['outcome'];
  from?: string;
  to?: string;
}

/**
 * One page of entries matching the filter, newest first, by OFFSET on the plain (filter, at, id) indexes (migration
 * 155), with the total counted up to five pages ahead (lists/total/offset-page.ts): the log grows without end.
 */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { current: number; pageSize: number },
): Promise<{ list: AuditItem[] } & BoundedTotal> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const actor = text(filter.actor);
  const action = text(filter.action);
  const target = text(filter.target);
  const base = db
    .selectFrom('audit_log')
    .$if(actor !== undefined, (q) => q.where('actor_username', '=', actor ?? ''))
    .$if(action !== undefined, (q) => q.where('action', '=', action ?? ''))
    .$if(target !== undefined, (q) => q.where('target', '=', target ?? ''))
    .$if(filter.outcome !== undefined, (q) => q.where('outcome', '=', filter.outcome ?? 'success'))
    .$if(filter.from !== undefined, (q) => q.where('at', '>=', filter.from ?? ''))
    .$if(filter.to !== undefined, (q) => q.where('at', '<', filter.to ?? ''));
  const { rows, ...total } = await offsetPage(db, base, base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), page);
  return { ...total, list: rows.map(toItem) };
}

const toItem = (r: Selectable<AuditLogTable>): AuditItem => ({
  id: r.id,
  at: r.at,
  actorUserId: r.actor_user_id,
  actorUsername: r.actor_username,
  action: r.action,
  target: r.target,
  detail: r.detail,
  ip: r.ip,
  outcome: r.outcome,
});

/** One audit entry by id. */
export async function findAuditEntry(db: Kysely<Database>, id: number): Promise<AuditItem | undefined> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** The distinct actions recorded so far (for the action filter's options). */
export async function listAuditActions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}
