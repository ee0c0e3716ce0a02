import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import type { Database } from '../../db/types.js';
import { type BoundedTotal, offsetPage, pageOfSortedIds } from '../../lists/index.js';
import { sessionIdsByStartInScope, sessionInScope, type RecordScope } from '../../auth/record-scope.js';
import { MAX_SESSION_PAGE_SIZE, type SessionDetail, type SessionItem, type SessionListRequest, type SessionStatus } from './schemas.js';

type SessionEb = ExpressionBuilder<Database & { s: Database['project_sessions']; p: Database['projects'] }, 's' | 'p'>;

/**
 * Sessions `s` that stand: a deleted one (within its undo window, resource.ts) is left out by its id, among the few
 * the deleted_at index holds, so that a walk of an index holding the id reads no session row to test it.
 */
export function standing(eb: ExpressionBuilder<Database & { s: Database['project_sessions'] }, 's'>) {
  return eb('s.id', 'not in', eb.selectFrom('project_sessions as d').select('d.id').where('d.deleted_at', 'is not', null));
}

function base(db: Kysely<Database>, scope: RecordScope | null) {
  let q = db
    .selectFrom('project_sessions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('users as m', 'm.id', 's.moderator_id')
    .where('s.deleted_at', 'is', null);
  if (scope) q = q.where((eb) => sessionInScope(eb as SessionEb, scope));
  return q;
}

function selectItems(db: Kysely<Database>, scope: RecordScope | null) {
  return base(db, scope).select((eb) => [
    's.id',
    's.project_id',
    'p.name as project_name',
    'p.status as project_status',
    's.title',
    's.kind',
    's.start_at',
    's.end_at',
    's.time_zone',
    's.moderator_id',
    'm.real_name as moderator_real_name',
    'm.username as moderator_username',
    's.status',
    's.meeting_link',
    's.capacity',
    's.created_at',
    's.updated_at',
    eb
      .selectFrom('session_participants as sp')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('sp.session_id', '=', 's.id')
      .where('sp.deleted_at', 'is', null)
      .as('participant_count'),
  ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(r: ItemRow): SessionItem {
  return {
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    projectStatus: r.project_status,
    title: r.title,
    kind: r.kind,
    startAt: r.start_at,
    endAt: r.end_at,
    timeZone: r.time_zone,
    moderator:
      r.moderator_id !== null && r.moderator_username !== null
        ? { id: r.moderator_id, name: r.moderator_real_name?.trim() ? r.moderator_real_name : r.moderator_username }
        : null,
    status: r.status,
    meetingLink: r.meeting_link,
    capacity: r.capacity,
    participantCount: Number(r.participant_count ?? 0),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * A page of sessions (of one project when `projectId` is given), by start time, with the total counted
 * up to five pages past this one: `totalCapped` when more match. A project's sessions are read by OFFSET on its
 * (project, start) index and counted apart (lists/total/offset-page.ts). A caller's own sessions across
 * projects (`scope` without a project: a moderator's thousands) walk the caller's rows of session_viewers in
 * start order (auth/record-scope.ts); the page's ids are joined to the session rows in the same statement, so
 * that the joins and each session's participant count run for the page's rows only, and the total counts the
 * walk up to five pages ahead.
 */
export async function listSessions(
  db: Kysely<Database>,
  query: SessionPage,
  scope: RecordScope | null,
): Promise<{ list: SessionItem[] } & BoundedTotal> {
  const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
  if (scope !== null && query.projectId === undefined && query.status === undefined) {
    const { rows, ...total } = await pageOfSortedIds(
      db,
      sessionIdsByStartInScope(db, scope, direction),
      // The page's own order: the engines keep it through the join instead of sorting the session rows.
      (pageIds) =>
        selectItems(db, null).innerJoin(pageIds.as('v'), 'v.id', 's.id').orderBy('v.start_at', direction).orderBy('v.id', direction),
      query,
      // Two texts (either order): planned once per connection.
      { named: true },
    );
    return { list: rows.map(toItem), ...total };
  }
  let matches = db
    .selectFrom('project_sessions as s')
    .where(standing)
    .$if(scope !== null, (q) => q.where((eb) => sessionInScope(eb as unknown as SessionEb, scope!)));
  let rows = selectItems(db, scope);
  if (query.projectId !== undefined) {
    matches = matches.where('s.project_id', '=', query.projectId);
    rows = rows.where('s.project_id', '=', query.projectId);
  }
  if (query.status !== undefined) {
    // A project's sessions of one status walk (project_id, status, start_at) (migration 142).
    matches = matches.where('s.status', '=', query.status);
    rows = rows.where('s.status', '=', query.status);
  }
  const { rows: list, ...total } = await offsetPage(db, matches, rows.orderBy('s.start_at', direction).orderBy('s.id', direction), query);
  return { list: list.map(toItem), ...total };
}

/** True when the question bank's `questions` table exists (another module creates it). */
export async function questionBankExists(db: Kysely<Database>, dialect: DialectName): Promise<boolean> {
  const found =
    dialect === 'postgres'
      ? await sql<{ name: string | null }>`select to_regclass('questions')::text as name`.execute(db)
      : await sql<{ name: string | null }>`select name from sqlite_master where type = 'table' and name = 'questions'`.execute(db);
  return Boolean(found.rows[0]?.name);
}

/** One session with participants and guide, or undefined when missing, deleted or (with `scope`) not the caller's. */
export async function findSession(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  scope: RecordScope | null,
): Promise<SessionDetail | undefined> {
  const row = await selectItems(db, scope).where('s.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const participants = await db
    .selectFrom('session_participants')
    .select(['id', 'name', 'contact', 'status', 'updated_at as updatedAt'])
    .where('session_id', '=', id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const guide = await db.selectFrom('session_questions').select('question_id').where('session_id', '=', id).orderBy('position').execute();
  const bank = await questionBankExists(db, dialect);
  const ids = guide.map((g) => g.question_id);
  const texts = bank && ids.length ? await db.selectFrom('questions').select(['id', 'text']).where('id', 'in', ids).execute() : [];
  const textOf = new Map(texts.map((q) => [q.id, q.text]));
  return {
    ...toItem(row),
    participants,
    guide: ids.map((questionId) => ({ questionId, text: textOf.get(questionId) ?? null })),
    questionBankAvailable: bank,
  };
}

/** True when session `id` exists (not deleted) and is within `scope` (the rule of {@link sessionInScope}); the record check of the 'my' writes. */
export async function sessionIsMine(db: Kysely<Database>, id: number, scope: RecordScope): Promise<boolean> {
  return Boolean(await base(db, scope).select('s.id').where('s.id', '=', id).executeTakeFirst());
}

/** A session list's filters, sort and page, the page size capped. */
export interface SessionPage {
  projectId?: number;
  status?: SessionStatus;
  sortOrder?: 'ascend' | 'descend';
  current: number;
  pageSize: number;
}

/** Page and sort of a session list body, with the page size capped. */
export function sessionPage(body: SessionListRequest): SessionPage {
  // The status walk is a project's (migration 142): across projects it would sort every match.
  if (body.status !== undefined && body.projectId === undefined)
    throw badRequest("status filters one project's sessions: send projectId too", 'projectId');
  // Field by field: copying `...rest` of a request body cost more than the rest of a kept answer's handler.
  return {
    projectId: body.projectId,
    status: body.status,
    sortOrder: body.sortOrder,
    current: body.current ?? 1,
    pageSize: Math.min(body.pageSize ?? 20, MAX_SESSION_PAGE_SIZE),
  };
}
