// The project lists (/list and /myList) answered through the list answer cache (src/cache/list-results.ts):
// repeated pages cost one version read until a write to the project tables moves the version.
import type { Kysely } from 'kysely';
import { listResultCacheOf } from '../../cache/list-results.js';
import type { Database } from '../../db/types.js';
import { listProjects, type RecordScope } from './queries.js';
import type { ProjectFilter } from './schemas.js';

/** Everything a project list answer depends on, in a fixed order (the body's key order does not matter). */
function answerKey(filter: ProjectFilter, page: { current: number; pageSize: number }, scope: RecordScope | null): string {
  const { keyword, status, clientId, dateFrom, dateTo, sortField, sortOrder } = filter;
  return JSON.stringify([
    keyword?.trim() || null, status ?? null, clientId ?? null, dateFrom ?? null, dateTo ?? null, sortField ?? null, sortOrder ?? null,
    page.current, page.pageSize, scope?.userId ?? null,
  ]);
}

/**
 * {@link listProjects}, kept while the project tables are unchanged; `versions` are the caller's
 * AuthContext.listVersions (read with the session), or undefined to read the version here.
 *
 * @example
 * const answer = await keptProjectList(db, { status: 'active' }, { current: 1, pageSize: 20 }, null, requireAuth(request).listVersions);
 */
export function keptProjectList(
  db: Kysely<Database>, filter: ProjectFilter, page: { current: number; pageSize: number }, scope: RecordScope | null,
  versions?: ReadonlyMap<string, number>,
): ReturnType<typeof listProjects> {
  return listResultCacheOf(db, 'project').answer(answerKey(filter, page, scope), () => listProjects(db, filter, page, scope), versions?.get('project'));
}
