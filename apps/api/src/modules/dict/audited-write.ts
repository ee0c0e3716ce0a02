// One transaction for a write and its audit entry, shared by the settings modules (dict,
// agreement, file). A candidate for src/audit/ once other modules want it.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { conflict } from '../../http/errors.js';
import { isUniqueViolation } from './db-errors.js';

/** What a write step answers: its result and what the audit entry names. */
export interface AuditedStep<T> {
  result: T;
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * Runs `run` in a transaction and records `action` in the audit log inside it (so either both
 * happen or neither). A unique violation that slipped past a pre-check becomes 409 `duplicateMessage`.
 */
export async function auditedWrite<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
  action: string,
  run: (trx: Transaction<Database>, at: string) => Promise<AuditedStep<T>>,
  duplicateMessage = 'That record already exists',
): Promise<T> {
  const auth = requireAuth(request);
  try {
    return await db.transaction().execute(async (trx) => {
      const { result, target, detail } = await run(trx, now.toISOString());
      await recordAudit(
        trx,
        { actorUserId: auth.userId, actorUsername: auth.username, action, target, ...(detail ? { detail } : {}), ip: request.ip ?? null, outcome: 'success' },
        now,
      );
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}
