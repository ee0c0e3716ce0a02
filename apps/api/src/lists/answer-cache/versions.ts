// The versions of every cached list (list_versions), read in the session's query that every
// signed-in request runs (auth/session-lookup.ts reads it alongside, unparsed), so a list answer kept in memory
// costs no query of its own. app.ts asks for it once per database; a route hands the caller's versions to its
// list's answer cache (list-results.ts).
import { sql, type Kysely } from 'kysely';
import { readAlongsideSessions } from '../../auth/session-lookup.js';
import type { AuthContext } from '../../auth/types.js';
import { isPostgres } from '../../db/migrations/portable.js';
import type { Database } from '../../db/types.js';

/**
 * Makes the session's query on `db` read every list's version, e.g. `project:3,session:9`.
 *
 * @example
 * readListVersionsWithSessions(db); // in app.ts, before the first request
 */
export function readListVersionsWithSessions(db: Kysely<Database>): void {
  readAlongsideSessions(db, (db) =>
    isPostgres(db)
      ? sql<string | null>`(select string_agg(name || ':' || version, ',') from list_versions)`
      : sql<string | null>`(select group_concat(name || ':' || version, ',') from list_versions)`,
  );
}

/** The last versions text read and its map: between writes every request reads the same text. */
let lastVersions: { text: string | null; map: ReadonlyMap<string, number> } = { text: null, map: new Map() };

/**
 * The lists' versions as of the start of the caller's request (read with their session), or undefined when the
 * session's query did not read them (the answer cache then reads its list's version itself).
 *
 * @example
 * await keptProjectListBody(db, filter, page, null, listVersionsOf(auth), (body) => reply.serialize(body));
 */
export function listVersionsOf(auth: AuthContext): ReadonlyMap<string, number> | undefined {
  const text = auth.readAlongside;
  if (text === null) return undefined;
  if (text === lastVersions.text) return lastVersions.map;
  const map = new Map(
    text
      .split(',')
      .filter(Boolean)
      .map((pair): [string, number] => {
        const [name = '', version = ''] = pair.split(':');
        return [name, Number(version)];
      }),
  );
  lastVersions = { text, map };
  return map;
}
