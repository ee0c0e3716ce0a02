// Loads the sample data set into an empty database in one transaction: checks that it is empty,
// builds the rows from its context, writes them, records the load (sample_data_loads and the audit
// log). Used by POST /api/admin/sampleData/load and by the demo's first start.
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit/record.js';
import { isPostgres } from '../db/migrations/portable.js';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { conflict } from '../http/errors.js';
import { readSampleContext } from './context.js';
import { findExistingData } from './existing-data.js';
import { buildSampleData, SAMPLE_NUMBERED_TABLES } from './sample-set.js';
import type { SampleDataKind } from '../modules/sampleData/tables.js';
import { alignIdSequences, kyselyRowWriter, writeTables } from './writer.js';

/** Arbitrary constant naming the load's advisory lock on PostgreSQL. */
const LOAD_LOCK_KEY = 7_100_395;

/** Who loads the data set, and how. */
export interface SampleLoadOptions {
  actor: { userId: number; username: string; ip: string | null };
  now: Date;
  kind: SampleDataKind;
  /** Password hashes by username for accounts that may sign in (the demo's only). */
  passwordHashes?: ReadonlyMap<string, string>;
}

/** What a load wrote: rows per table. */
export interface SampleLoadResult {
  kind: SampleDataKind;
  loadedAt: string;
  rows: Record<string, number>;
}

/** The 409 message when the database is not empty; `what` names what it holds. */
export function notEmptyMessage(what: string): string {
  return `Sample data goes only into an empty database, and this one already has ${what}`;
}

/**
 * Loads the sample data set, or refuses with 409 when the database already holds records (or the
 * set). Everything is one transaction: a failure leaves the database as it was.
 */
export async function loadSampleData(db: Kysely<Database>, options: SampleLoadOptions): Promise<SampleLoadResult> {
  const loadedAt = options.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`.execute(trx);
      const existing = await findExistingData(trx);
      if (existing) throw conflict(notEmptyMessage(existing));
      await trx
        .insertInto('sample_data_loads')
        .values({ id: 1, kind: options.kind, loaded_at: loadedAt, loaded_by: options.actor.userId })
        .execute();
      const context = await readSampleContext(trx, options.actor, options.now, options.passwordHashes);
      const rows = await writeTables(kyselyRowWriter(trx), buildSampleData(context));
      await alignIdSequences(trx, SAMPLE_NUMBERED_TABLES);
      await recordAudit(
        trx,
        {
          actorUserId: options.actor.userId,
          actorUsername: options.actor.username,
          action: 'sampleData.load',
          target: options.kind,
          detail: { rows },
          ip: options.actor.ip,
          outcome: 'success',
        },
        options.now,
      );
      return { kind: options.kind, loadedAt, rows };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(notEmptyMessage('sample data'));
    throw error;
  }
}
