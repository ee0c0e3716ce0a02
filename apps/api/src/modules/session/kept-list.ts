// The session lists (/list and /myList) answered through the list answer cache (src/lists/answer-cache/list-results.ts):
// a repeated page costs no query and no serialisation until a write to the session tables moves the version.
import type { Kysely } from 'kysely';
import { listResultCacheOf } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import type { RecordScope } from '../../auth/record-scope.js';
import type { KeptList } from '../../resources/owned-reads.js';
import { listSessions, sessionPage, type SessionPage } from './queries.js';
import { mySessionListBody, type SessionListRequest, type SessionListResult } from './schemas.js';
import { ok, type Envelope, type SerializedBody } from '../../http/envelope.js';

/**
 * The response body of a session list request (the envelope of {@link listSessions}'s page), serialised by
 * `serialize` (the route's `reply.serialize`) and kept as text while the session tables are unchanged;
 * `versions` are the caller's listVersionsOf(auth), or undefined to read the version here.
 *
 * @example
 * return sendSerialized(reply, await keptSessionListBody(db, query, null, listVersionsOf(auth), (body) => reply.serialize(body)));
 */
export function keptSessionListBody(
  db: Kysely<Database>,
  query: SessionPage,
  scope: RecordScope | null,
  versions: ReadonlyMap<string, number> | undefined,
  serialize: (body: Envelope<SessionListResult>) => SerializedBody,
): Promise<SerializedBody> {
  const { projectId, status, current, pageSize, sortOrder } = query;
  const key = JSON.stringify([projectId ?? null, status ?? null, current, pageSize, sortOrder ?? null, scope?.userId ?? null]);
  return listResultCacheOf(db, 'session').answer(
    key,
    async () => serialize(ok<SessionListResult>({ ...(await listSessions(db, query, scope)), current, pageSize })),
    versions,
  );
}

/** The session lists' kept answers, for the read routes every and own sessions share (resources/owned-reads.ts). */
export function keptSessionList(db: Kysely<Database>): KeptList {
  return {
    answer: (body, scope, versions, serialize) =>
      keptSessionListBody(db, sessionPage(body as SessionListRequest), scope, versions, serialize),
    myBody: mySessionListBody,
  };
}
