// The project lists (/list and /myList) answered through the list answer cache (src/lists/answer-cache/list-results.ts):
// a repeated page costs no query and no serialisation until a write to the project tables moves the version.
import type { Kysely } from 'kysely';
import { listResultCacheOf } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import { listProjects, type RecordScope } from './queries.js';
import type { KeptList } from '../../resources/owned-reads.js';
import { pageOf } from './page-of.js';
import type { ProjectFilter, ProjectListRequest, ProjectListResult } from './schemas.js';
import { ok, type Envelope, type SerializedBody } from '../../http/envelope.js';

/** The list_versions row that moves when a project is added or its name or code is written (migration 107 added it). */
export const PROJECT_NAMES_VERSION = 'project_names';

/** Everything a project list answer depends on, in a fixed order (the body's key order does not matter). */
function answerKey(filter: ProjectFilter, page: { current: number; pageSize: number }, scope: RecordScope | null): string {
  const { keyword, status, clientId, dateFrom, dateTo, sortField, sortOrder } = filter;
  return JSON.stringify([
    keyword?.trim() || null,
    status ?? null,
    clientId ?? null,
    dateFrom ?? null,
    dateTo ?? null,
    sortField ?? null,
    sortOrder ?? null,
    page.current,
    page.pageSize,
    scope?.userId ?? null,
  ]);
}

/**
 * The response body of a project list request (the envelope of {@link listProjects}'s page), serialised
 * by `serialize` (the route's `reply.serialize`) and kept as text while the project tables are unchanged,
 * so a repeated request skips the queries and the serialisation. `versions` are the caller's
 * listVersionsOf(auth) (read with the session), or undefined to read the version here.
 *
 * @example
 * return sendSerialized(reply, await keptProjectListBody(db, filter, page, null, listVersionsOf(auth), (body) => reply.serialize(body)));
 */
export function keptProjectListBody(
  db: Kysely<Database>,
  filter: ProjectFilter,
  page: { current: number; pageSize: number },
  scope: RecordScope | null,
  versions: ReadonlyMap<string, number> | undefined,
  serialize: (body: Envelope<ProjectListResult>) => SerializedBody,
): Promise<SerializedBody> {
  return listResultCacheOf(db, 'project').answer(
    answerKey(filter, page, scope),
    async () =>
      serialize(ok<ProjectListResult>({ ...(await listProjects(db, filter, page, scope, versions?.get(PROJECT_NAMES_VERSION))), ...page })),
    versions,
  );
}

/** The project lists' kept answers, for the read routes every and own projects share (resources/owned-reads.ts). */
export function keptProjectList(db: Kysely<Database>): KeptList {
  return {
    answer: (body, scope, versions, serialize) => {
      const { page, filter } = pageOf(body as ProjectListRequest);
      return keptProjectListBody(db, filter, page, scope, versions, serialize);
    },
  };
}
