import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit, type AuditEntry } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';

/** What a management write records: the verb, its target and facts (never secrets). */
export interface WriteAudit {
  /** Dotted verb, e.g. `role.add`. */
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * Records a successful management write by the signed-in caller of `request`. Pass the write's
 * transaction as `db` so the entry is kept exactly when the change is.
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
