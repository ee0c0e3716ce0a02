import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../db/types.js';

/** One audit entry as callers describe it; `at` is filled in. */
export interface AuditEntry {
  actorUserId: number | null;
  actorUsername: string | null;
  /** Dotted verb, e.g. `land.login`. */
  action: string;
  target?: string | null;
  /** Extra facts, stored as JSON text; never put passwords or tokens here. */
  detail?: Record<string, unknown>;
  ip: string | null;
  outcome: AuditLogTable['outcome'];
}

/** Appends an entry to the audit log. Pass a transaction as `db` to make it part of a larger write. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_user_id: entry.actorUserId,
      actor_username: entry.actorUsername,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip: entry.ip,
      outcome: entry.outcome,
    })
    .execute();
}
