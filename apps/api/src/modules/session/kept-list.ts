// The session lists (/list and /myList) answered through the list answer cache (src/cache/list-results.ts):
// repeated pages cost one version read until a write to the session tables moves the version.
import type { Kysely } from 'kysely';
import { listResultCacheOf } from '../../cache/list-results.js';
import type { Database } from '../../db/types.js';
import type { RecordScope } from '../project/queries.js';
import { listSessions } from './queries.js';

type SessionQuery = Parameters<typeof listSessions>[1];

/**
 * {@link listSessions}, kept while the session tables are unchanged; `versions` are the caller's
 * AuthContext.listVersions (read with the session), or undefined to read the version here.
 *
 * @example
 * const answer = await keptSessionList(db, { projectId: 7, current: 1, pageSize: 20 }, null, requireAuth(request).listVersions);
 */
export function keptSessionList(
  db: Kysely<Database>, query: SessionQuery, scope: RecordScope | null, versions?: ReadonlyMap<string, number>,
): ReturnType<typeof listSessions> {
  const key = JSON.stringify([query.projectId ?? null, query.current, query.pageSize, query.sortOrder ?? null, scope?.userId ?? null]);
  return listResultCacheOf(db, 'session').answer(key, () => listSessions(db, query, scope), versions?.get('session'));
}
