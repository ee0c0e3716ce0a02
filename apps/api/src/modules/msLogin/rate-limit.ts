import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The window in which failed binding attempts against one username are counted. */
export const BIND_FAILURE_WINDOW_MINUTES = 15;

/**
 * Wrong-password binding attempts against a username in the last window, read from the audit log
 * (shared by every server, so the limit holds behind a load balancer).
 */
export async function recentBindFailures(db: Kysely<Database>, username: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - BIND_FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('at', '>', since)
    .where('action', '=', 'land.msBind')
    .where('target', '=', username)
    .where('outcome', '=', 'failure')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
