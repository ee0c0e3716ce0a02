// Open sign-ins as a read-only declared list (resources/declaration.ts): the kernel answers the list and its export
// (CSV or XLSX of the filtered view). Which sign-ins are open depends on the clock, and which one is the caller's
// on their session, so the declaration is made with the clock and its record scope carries the caller's sign-in.
import type { RecordScope } from '../../auth/record-scope.js';
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { AUTH_SESSION_OPERATIONS } from './operations.js';
import { findSessionItem, listActiveSessions } from './queries.js';
import {
  authSessionFilter,
  authSessionListBody,
  authSessionListResult,
  itemSchema,
  type AuthSessionItem,
  type AuthSessionListRequest,
} from './schemas.js';

/** The caller as the list sees them: their sign-in is marked `current`. Every sign-in is in reach. */
interface SignInViewer extends RecordScope {
  sessionId: number;
}

const column = exportColumn<AuthSessionItem>;

/** The columns a sign-in export can write, in their default order (keys as the console's columns). */
const AUTH_SESSION_EXPORT_COLUMNS = [
  column('username', 'User', '用户', (s) => s.username),
  column('realName', 'Name', '姓名', (s) => s.realName),
  column('ip', 'IP', 'IP', (s) => s.ip),
  column('userAgent', 'Browser', '浏览器', (s) => s.userAgent),
  column('createdAt', 'Signed in (UTC)', '登录时间（UTC）', (s) => s.createdAt),
  column('lastSeenAt', 'Last active (UTC)', '最近活动（UTC）', (s) => s.lastSeenAt),
  column('expiresAt', 'Expires (UTC)', '过期时间（UTC）', (s) => s.expiresAt),
];

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
    versioned: false,
    notFound: 'Not found',
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
      load: async (db, body, scope) => {
        const { current = 1, pageSize = 20, ...filter } = body as AuthSessionListRequest;
        const currentSessionId = (scope as SignInViewer).sessionId;
        const page = await listActiveSessions(db, filter, { current, pageSize }, { now: now(), currentSessionId });
        return { ...page, current, pageSize };
      },
    },
    detail: (db, id, scope) => findSessionItem(db, id, { now: now(), currentSessionId: (scope as SignInViewer).sessionId }),
    export: { columns: AUTH_SESSION_EXPORT_COLUMNS, fileName: 'sign-ins' },
  });
}
