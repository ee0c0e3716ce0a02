import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../auth/guard.js';
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

/** What a management write, a download or an export records: the verb, its target and facts (never secrets). */
export interface WriteAudit {
  /** Dotted verb, e.g. `role.add`. */
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * Records a successful management write, download or export by the signed-in caller of `request`.
 * Pass a write's transaction as `db` so the entry is kept exactly when the change is.
 *
 * @example
 * await recordWrite(db, request, { action: 'project.export', target: 'projects', detail: { rows: 12 } }, new Date());
 */
export async function recordWrite(db: Kysely<Database>, request: FastifyRequest, write: WriteAudit, now: Date): Promise<void> {
  const auth = requireAuth(request);
  const entry: AuditEntry = {
    actorUserId: auth.userId,
    actorUsername: auth.username,
    action: write.action,
    target: write.target,
    ip: request.ip ?? null,
    outcome: 'success',
    ...(write.detail ? { detail: write.detail } : {}),
  };
  await recordAudit(db, entry, now);
}
