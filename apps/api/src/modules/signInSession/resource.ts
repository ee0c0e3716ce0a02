// Open sign-ins as a read-only declared list (resources/declaration.ts): the kernel answers the list and its export
// (CSV or XLSX of the filtered view). Which sign-ins are open depends on the clock, and which one is the caller's
// on their session, so the declaration is made with the clock and its record scope carries the caller's sign-in.
import type { RecordScope } from '../../auth/record-scope.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { AUTH_SESSION_OPERATIONS } from './operations.js';
import { findSessionItem, listActiveSessions, type AuthSessionFilter } from './queries.js';
import { authSessionFilter, authSessionListBody, authSessionListResult, itemSchema, type AuthSessionItem } from './schemas.js';

/** The caller as the list sees them: their sign-in is marked `current`. Every sign-in is in reach. */
interface SignInViewer extends RecordScope {
  sessionId: number;
}

/**
 * Open sign-ins by the clock `now`: POST /api/admin/authSession/{list,export} (routes.ts registers those two only).
 *
 * @example
 * listRoute(app, signInSessionResource(deps.now), deps);
 */
export function signInSessionResource(now: () => Date) {
  return defineResource<AuthSessionItem, (typeof AUTH_SESSION_OPERATIONS)[number]>({
    name: 'authSession',
    table: 'auth_sessions',
    record: itemSchema,
    codes: AUTH_SESSION_OPERATIONS,
    scope: (auth) => {
      const viewer: SignInViewer = { userId: auth.userId, sessionId: auth.sessionId };
      return viewer;
    },
    scopeIds: async (_db, ids) => [...ids],
    list: {
      body: authSessionListBody,
      result: authSessionListResult,
      filter: authSessionFilter,
      load: pagedLoad((db, filter: AuthSessionFilter, page, scope) =>
        listActiveSessions(db, filter, page, { now: now(), currentSessionId: (scope as SignInViewer).sessionId }),
      ),
    },
    detail: (db, id, scope) => findSessionItem(db, id, { now: now(), currentSessionId: (scope as SignInViewer).sessionId }),
    // Keys as the console's columns.
    export: {
      columns: {
        username: ['User', '用户'],
        realName: ['Name', '姓名'],
        ip: true,
        userAgent: ['Browser', '浏览器'],
        createdAt: ['Signed in (UTC)', '登录时间（UTC）'],
        lastSeenAt: ['Last active (UTC)', '最近活动（UTC）'],
        expiresAt: ['Expires (UTC)', '过期时间（UTC）'],
      },
      fileName: 'sign-ins',
    },
  });
}
