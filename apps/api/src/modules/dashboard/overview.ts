import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { projectInScope, sessionInScope } from '../../auth/record-scope.js';
import type { CountBy, DashboardOverview, UpcomingSession } from './schemas.js';
import { lastWeekStarts, weekStartUtc } from './week.js';
import { SESSION_CARD_COLUMNS } from '../session/card-columns.js';

type Db = Kysely<Database>;
const WEEKS = 12;

/** Sessions `s` (joined to projects `p`) the caller may see, deleted ones left out. */
function sessions(db: Db, mine: number | null) {
  let q = db.selectFrom('project_sessions as s').where('s.deleted_at', 'is', null);
  if (mine !== null) q = q.where((eb) => sessionInScope(eb as never, { userId: mine }));
  return q;
}

async function projectsByStatus(db: Db, mine: number | null): Promise<CountBy[]> {
  let q = db.selectFrom('projects as p');
  if (mine !== null) {
    q = q.where((eb) => projectInScope(eb as never, { userId: mine }));
  }
  const rows = await q
    .select((eb) => ['p.status', eb.fn.countAll<number>().as('n')])
    .groupBy('p.status')
    .execute();
  return rows.map((r) => ({ key: r.status, count: Number(r.n) }));
}

async function weekly(db: Db, mine: number | null, now: Date): Promise<DashboardOverview['weekly']> {
  const starts = lastWeekStarts(now, WEEKS);
  const bounds = [...starts, new Date(starts[WEEKS - 1]!.getTime() + 7 * 86400_000)].map((d) => d.toISOString());
  // One range scan over the start_at index; each week is a conditional sum.
  const row = await sessions(db, mine)
    .select(
      starts.map((_, i) =>
        sql<number>`sum(case when s.start_at >= ${bounds[i]} and s.start_at < ${bounds[i + 1]} then 1 else 0 end)`.as(`w${i}`),
      ),
    )
    .where('s.start_at', '>=', bounds[0]!)
    .where('s.start_at', '<', bounds[WEEKS]!)
    .where('s.status', '!=', 'cancelled')
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, unknown>;
  return starts.map((d, i) => ({ weekStart: d.toISOString().slice(0, 10), count: Number(counts[`w${i}`] ?? 0) }));
}

async function upcoming(db: Db, mine: number | null, now: Date): Promise<UpcomingSession[]> {
  const rows = await sessions(db, mine)
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('users as m', 'm.id', 's.moderator_id')
    .select(SESSION_CARD_COLUMNS)
    .where('s.start_at', '>=', now.toISOString())
    .where('s.status', 'in', ['scheduled', 'live'])
    .orderBy('s.start_at')
    .orderBy('s.id')
    .limit(10)
    .execute();
  return rows.map((r) => ({
    sessionId: r.id,
    title: r.title,
    projectId: r.project_id,
    projectName: r.project_name,
    startAt: r.start_at,
    endAt: r.end_at,
    timeZone: r.time_zone,
    status: r.status,
    moderatorName: (r.real_name?.trim() ? r.real_name : r.username) ?? null,
  }));
}

/**
 * The data overview for the caller: every project and session for holders of `project:list`, their own
 * otherwise; staff counts only for holders of `user:list`. Decided by permissions, never by account type.
 */
export async function loadOverview(db: Db, auth: AuthContext, now: Date): Promise<DashboardOverview> {
  const mine = auth.operations.has('project:list') ? null : auth.userId;
  const seesStaff = auth.operations.has('user:list');
  const weekStart = weekStartUtc(now);
  const weekEnd = new Date(weekStart.getTime() + 7 * 86400_000);
  const [byStatus, thisWeek, participants, staff, next, perWeek] = await Promise.all([
    projectsByStatus(db, mine),
    sessions(db, mine)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.start_at', '>=', weekStart.toISOString())
      .where('s.start_at', '<', weekEnd.toISOString())
      .where('s.status', '!=', 'cancelled')
      .executeTakeFirstOrThrow(),
    (mine === null
      ? db
          .selectFrom('session_participants')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('deleted_at', 'is', null)
          .where('session_id', 'not in', (eb) => eb.selectFrom('project_sessions').select('id').where('deleted_at', 'is not', null))
      : db
          .selectFrom('session_participants as sp')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sp.session_id', 'in', sessions(db, mine).select('s.id'))
          .where('sp.deleted_at', 'is', null)
    ).executeTakeFirstOrThrow(),
    seesStaff
      ? db
          .selectFrom('users')
          .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
          .where('deleted_at', 'is', null)
          .groupBy('type')
          .execute()
      : Promise.resolve([]),
    upcoming(db, mine, now),
    weekly(db, mine, now),
  ]);
  return {
    scope: mine === null ? 'all' : 'mine',
    projectsByStatus: byStatus,
    sessionsThisWeek: Number(thisWeek.n),
    participants: Number(participants.n),
    staffByType: staff.map((r) => ({ key: r.type, count: Number(r.n) })),
    upcoming: next,
    weekly: perWeek,
  };
}
