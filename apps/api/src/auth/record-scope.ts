// The record-scope rule (declared in record-scope-rule.ts) as the predicates of queries: what a moderator or a
// client sees of the research records, everywhere (the 'my' project and session endpoints, minutes, the
// dashboard's figures, where-used, user options). An admin's routes pass no scope and see everything their
// operations allow. Minutes, dashboard figures and where-used reach records through the sessions and projects.
//
// Each rule is written as `id in (the user's ids)`, every half found by an index on the user, so the database
// looks the user's few records up by key instead of testing every row (an OR of a column and a subquery makes
// PostgreSQL read every session: list-plans.test.ts). record-scope.test.ts is the table of who sees what.
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { RECORD_SCOPE_RULE } from './record-scope-rule.js';
import type { AuthContext } from './types.js';

/** Whose records a scoped route shows: the caller's id. */
export interface RecordScope {
  userId: number;
}

/**
 * The record scope of a caller who sees every record when granted `operation` and otherwise their own.
 *
 * @example
 * scope: ownUnlessGranted('project:list'), // a resource declaration's (resources/declaration.ts)
 */
export function ownUnlessGranted(operation: string): (auth: Pick<AuthContext, 'operations' | 'userId'>) => RecordScope | null {
  return (auth) => (auth.operations.has(operation) ? null : { userId: auth.userId });
}

type AnyEb = ExpressionBuilder<Database, never>;
type ProjectEb = ExpressionBuilder<Database & { p: Database['projects'] }, 'p'>;
type SessionEb = ExpressionBuilder<Database & { s: Database['project_sessions'] }, 's'>;

/** Ids of the user's projects (each way of RECORD_SCOPE_RULE.projects), as one set to look rows up by. */
export function projectIdsInScope(eb: AnyEb, scope: RecordScope) {
  const [first, ...rest] = RECORD_SCOPE_RULE.projects.map((link) =>
    eb
      .selectFrom(link.table as 'project_members')
      .select(link.project === 'project_id' ? 'project_id' : (`${link.project} as project_id` as 'project_id'))
      .where(link.user as 'user_id', '=', scope.userId),
  );
  return rest.reduce((union, next) => union.union(next), first!);
}

/** Projects aliased `p` in the user's scope. */
export function projectInScope(eb: ProjectEb, scope: RecordScope): Expression<SqlBool> {
  return eb('p.id', 'in', projectIdsInScope(eb as unknown as AnyEb, scope));
}

/** Ids of the user's sessions: those that name them (RECORD_SCOPE_RULE.sessions), and every session of their projects. */
export function sessionIdsInScope(eb: AnyEb, scope: RecordScope) {
  const sessions = eb.selectFrom(RECORD_SCOPE_RULE.sessionTable);
  const [first, ...rest] = [
    ...RECORD_SCOPE_RULE.sessions.map((link) => sessions.select('id').where(link.user, '=', scope.userId)),
    sessions.select('id').where(RECORD_SCOPE_RULE.sessionProject, 'in', projectIdsInScope(eb, scope)),
  ];
  return rest.reduce((union, next) => union.union(next), first!);
}

/**
 * The user's sessions (deleted ones left out) as (id, start_at) rows in start order (ties by id), each once: the walk of their rows in session_viewers,
 * which triggers keep by the same rule (session-viewers-schema.ts, one row per way the user sees a session, so a
 * session's rows are adjacent and grouped as they are read). A moderator's 1,800 sessions of 200 projects
 * were one index range per project and a sort (issue 18); this reads the page's rows and stops.
 *
 * @example
 * await sessionIdsByStartInScope(db, scope, 'asc').limit(20).execute(); // [{ id, start_at }, ...]
 */
export function sessionIdsByStartInScope(db: Kysely<Database>, scope: RecordScope, direction: 'asc' | 'desc') {
  return (
    db
      .selectFrom('session_viewers')
      .select(['session_id as id', 'start_at'])
      .where('user_id', '=', scope.userId)
      // A deleted session (within its undo window: session migration 150) keeps its rows here until it is purged.
      .where('session_id', 'not in', (eb) => eb.selectFrom('project_sessions').select('id').where('deleted_at', 'is not', null))
      .groupBy(['start_at', 'session_id'])
      .orderBy('start_at', direction)
      .orderBy('session_id', direction)
  );
}

/** Sessions aliased `s` in the user's scope. */
export function sessionInScope(eb: SessionEb, scope: RecordScope): Expression<SqlBool> {
  return eb('s.id', 'in', sessionIdsInScope(eb as unknown as AnyEb, scope));
}
