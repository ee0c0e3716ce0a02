// Research sessions as a resource (resources/declaration.ts): the kernel answers their list and detail (both
// views, resources/owned-reads.ts), delete (undoable: restore), bulk (delete, status) and export of the list's view
// from it. A caller
// granted session:list reaches every session; anyone else only their own: those they moderate or whose project is
// theirs (auth/record-scope-rule.ts), so a bulk call names each other session as outside their scope. Add, the
// versioned update and participants stay the module's own routes (they check capacity, moderators, locks).
import type { Kysely } from 'kysely';
import { ownUnlessGranted, sessionInScope, type RecordScope } from '../../auth/record-scope.js';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineResource } from '../../resources/declaration.js';
import { SESSION_MY_OPERATIONS, SESSION_OPERATIONS } from './operations.js';
import { findSession, listSessions, sessionPage } from './queries.js';
import {
  sessionDetailSchema,
  sessionFilter,
  sessionListBody,
  sessionListResult,
  sessionStatusValue,
  type SessionItem,
  type SessionListRequest,
  type SessionStatus,
} from './schemas.js';
import { lockSession, purgeSessions, setSessionStatusIn } from './writes.js';

type SessionEb = Parameters<typeof sessionInScope>[0];

/** Of `ids`, the sessions in `scope`. */
async function sessionIdsIn(db: Kysely<Database>, ids: readonly number[], scope: RecordScope): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('project_sessions as s')
    .select('s.id')
    .where('s.id', 'in', [...ids])
    .where((eb) => sessionInScope(eb as unknown as SessionEb, scope))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Sessions: POST /api/admin/session/{list,detail,myList,myDetail,delete,bulk,export}. The detail reads the
 * question bank's texts, which needs the engine.
 */
export function sessionResource(dialect: DialectName) {
  return defineResource<SessionItem, (typeof SESSION_OPERATIONS | typeof SESSION_MY_OPERATIONS)[number]>({
    name: 'session',
    label: 'Session',
    table: 'project_sessions',
    record: sessionDetailSchema,
    codes: [...SESSION_OPERATIONS, ...SESSION_MY_OPERATIONS],
    scope: ownUnlessGranted('session:list'),
    scopeIds: sessionIdsIn,
    // Any signed-in caller may call bulk and export: each action checks its own operation, each record the scope.
    access: { bulk: { auth: 'self' }, export: { auth: 'self' } },
    list: {
      body: sessionListBody,
      result: sessionListResult,
      filter: sessionFilter,
      load: (db, body, scope) => listSessions(db, sessionPage(body as SessionListRequest), scope),
    },
    detail: (db, id, scope) => findSession(db, dialect, id, scope),
    // A delete stamps the session (undoable, resources/undo.ts): its participants, guide and minutes stay as they are,
    // out of sight with it, and come back with a restore; the purge past the window removes them with it.
    softDelete: {
      column: 'deleted_at',
      mayRestore: async (trx, id) => void (await lockSession(trx, dialect, id, 'deleted')),
    },
    remove: {
      summary: 'Delete a session with its participants, guide and minutes (409 while its project is closed or archived)',
      check: async (trx, id) => ({ target: (await lockSession(trx, dialect, id)).title, detail: { id } }),
      purge: purgeSessions,
    },
    actions: {
      status: {
        operation: () => 'session:update',
        needsValue: true,
        run: (trx, id, value, caller) => setSessionStatusIn(trx, dialect, id, value as SessionStatus, caller.at),
      },
    },
    actionValue: sessionStatusValue,
    export: {
      columns: {
        id: true,
        title: true,
        projectName: ['Project', '项目'],
        kind: ['Kind', '类型'],
        startAt: ['Start', '开始时间'],
        endAt: ['End', '结束时间'],
        timeZone: true,
        status: true,
        moderator: ['Moderator', '主持人'],
        participantCount: ['Participants', '参与者数'],
        capacity: ['Capacity', '容量'],
        meetingLink: ['Meeting link', '会议链接'],
      },
      cells: { moderator: (s) => s.moderator?.name ?? '' },
      fileName: 'sessions',
    },
  });
}
