// One transaction for a write and its audit entry, for modules whose writes are a single step.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { conflict } from '../http/errors.js';
import { recordWrite } from './record.js';

/** What a write step answers: its result and what the audit entry names. */
export interface AuditedStep<T> {
  result: T;
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * Runs `run` in a transaction and records `action` in the audit log inside it (so either both
 * happen or neither). A unique violation that slipped past a pre-check becomes 409 `duplicateMessage`.
 *
 * @example
 * await auditedWrite(db, request, now, 'dict.add', async (trx) => ({ result: id, target: code }));
 */
export async function auditedWrite<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
  action: string,
  run: (trx: Transaction<Database>, at: string) => Promise<AuditedStep<T>>,
  duplicateMessage = 'That record already exists',
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { result, target, detail } = await run(trx, now.toISOString());
      await recordWrite(trx, request, { action, target, ...(detail ? { detail } : {}) }, now);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}
