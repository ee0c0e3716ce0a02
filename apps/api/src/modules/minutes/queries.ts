import type { Kysely } from 'kysely';
import { liveChildren } from '../../db/live-children.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { sessionInScope } from '../../auth/record-scope.js';
import { containsKeyword } from '../../lists/index.js';
import type { MinutesDetail, MinutesSession, MinutesSessionListRequest, MinutesSessionListResult } from './schemas.js';
import { SESSION_CARD_COLUMNS } from '../session/card-columns.js';

type Db = Kysely<Database>;
/** Whose records: null for everything (the minutes:* operations), a user id for the 'my' endpoints. */
export type MinutesScope = number | null;

const displayName = (realName: string | null, username: string | null) => (realName?.trim() ? realName : username);

/** The session the minutes belong to; 404 when missing, deleted or outside the scope. */
export async function loadMinutesSession(db: Db, sessionId: number, scope: MinutesScope): Promise<MinutesSession> {
  let query = db
    .selectFrom('project_sessions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('users as m', 'm.id', 's.moderator_id')
    .select(SESSION_CARD_COLUMNS)
    .where('s.id', '=', sessionId)
    .where('s.deleted_at', 'is', null);
  if (scope !== null) query = query.where((eb) => sessionInScope(eb as never, { userId: scope }));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Session not found');
  const participants = await liveChildren(db, 'session_participants', 'session_id', sessionId, 200).select('name').execute();
  return {
    id: row.id,
    title: row.title,
    projectId: row.project_id,
    projectName: row.project_name,
    startAt: row.start_at,
    endAt: row.end_at,
    timeZone: row.time_zone,
    status: row.status,
    moderatorName: displayName(row.real_name, row.username) ?? null,
    participants: participants.map((p) => p.name),
  };
}

/** The minutes of a session (empty, version 0, when none were saved). */
export async function loadMinutes(db: Db, sessionId: number, scope: MinutesScope): Promise<MinutesDetail> {
  const session = await loadMinutesSession(db, sessionId, scope);
  const minutes = await db.selectFrom('meeting_minutes').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (!minutes) return { session, summary: '', keyPoints: [], segments: [], version: 0, updatedAt: null, updatedByName: null };
  const segments = await db.selectFrom('minutes_segments').selectAll().where('session_id', '=', sessionId).orderBy('position').execute();
  return {
    session,
    summary: minutes.summary,
    keyPoints: JSON.parse(minutes.key_points) as string[],
    segments: segments.map((s) => ({ speaker: s.speaker, offsetSeconds: s.offset_seconds, clockTime: s.clock_time, text: s.text })),
    version: minutes.version,
    updatedAt: minutes.updated_at,
    updatedByName: minutes.updated_by_name,
  };
}

/** Sessions to write minutes for, latest start first, with their minutes version (0: none yet). */
export async function listMinutesSessions(
  db: Db,
  query: MinutesSessionListRequest,
  scope: MinutesScope,
): Promise<MinutesSessionListResult> {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? 20;
  let base = db
    .selectFrom('project_sessions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('meeting_minutes as mm', 'mm.session_id', 's.id')
    .where('s.deleted_at', 'is', null);
  if (scope !== null) base = base.where((eb) => sessionInScope(eb as never, { userId: scope }));
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where((eb) => eb.or([containsKeyword('s.title', keyword), containsKeyword('p.name', keyword)]));
  if (query.hasMinutes === 'yes') base = base.where('mm.session_id', 'is not', null);
  if (query.hasMinutes === 'no') base = base.where('mm.session_id', 'is', null);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.id', 's.title', 'p.name as project_name', 's.start_at', 's.status', 'mm.version', 'mm.updated_at'])
    .orderBy('s.start_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      sessionId: r.id,
      title: r.title,
      projectName: r.project_name,
      startAt: r.start_at,
      status: r.status,
      version: r.version ?? 0,
      updatedAt: r.updated_at ?? null,
    })),
    total: Number(total),
    current,
    pageSize,
  };
}
