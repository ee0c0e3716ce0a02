// PostgreSQL may abort one of two concurrent transactions that wait on each other (deadlock, 40P01) or that
// cannot be serialised (40001). Nothing of the aborted one was written, so running it again is safe and is
// what the caller wanted; without this, busy moments would answer 500. SQLite has one writer and never does.
import type { Kysely } from 'kysely';
import type { Database } from './types.js';

const CONFLICT_CODES = new Set(['40P01', '40001']);
/** Tries of a transaction that keeps losing such conflicts, the first included. */
export const TRANSACTION_TRIES = 4;

/**
 * Whether `error` aborted a transaction only because of a concurrent one (safe to run again).
 *
 * @example
 * isTransientConflict(Object.assign(new Error('deadlock detected'), { code: '40P01' })); // true
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

/**
 * Makes `db.transaction().execute(work)` run `work` again (in a new transaction, after a short random pause)
 * when it lost a deadlock or serialisation conflict, up to {@link TRANSACTION_TRIES} times.
 *
 * @example
 * retryConflictingTransactions(db);
 */
export function retryConflictingTransactions(db: Kysely<Database>, tries = TRANSACTION_TRIES): void {
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    builder.execute = async (work) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await execute(work);
        } catch (error) {
          if (attempt >= tries || !isTransientConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        }
      }
    };
    return builder;
  };
}
