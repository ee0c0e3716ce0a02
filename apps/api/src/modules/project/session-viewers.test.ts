// session_viewers (derived schema, auth/session-viewers-schema.ts) against the rule it stores (auth/record-scope.ts),
// on both engines: after every kind of write to the tables the rule reads, the table holds exactly one row per way
// each user sees each session, at the session's start; a start fills it from data already there; and on PostgreSQL two
// transactions that each add half of a way (a project's moderator, a session of that project) leave its row.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { keepDerivedSchema } from '../../db/derived-schema.js';
import { allMigrations, gatherModules } from '../collect.js';
import { projectRow, sessionRow, staffUserRow } from '../../sample-data/rows.js';
import { migratedDatabase, type MigratedDatabase } from '../../testing/migrated-database.js';
import { testTargets } from '../../testing/test-databases.js';
import { sessionIdsByStartInScope, sessionIdsInScope } from '../../auth/record-scope.js';

const AT = '2026-01-01T00:00:00.000Z';
let serial = 0;

async function addUser(db: Kysely<Database>): Promise<number> {
  serial += 1;
  const uuid = `00000000-view-0000-0000-${String(serial).padStart(12, '0')}`;
  const row = staffUserRow({ uuid, username: `viewer_${serial}`, type: 'moderator', realName: `Viewer ${serial}`, at: AT });
  return (await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

async function addProject(db: Kysely<Database>, clientId: number | null): Promise<number> {
  serial += 1;
  const row = projectRow({
    ...{ name: `Project ${serial}`, code: `VIEW-${serial}`, clientId, status: 'active' },
    ...{ startDate: '2026-01-01', endDate: '2026-12-31', description: null, createdBy: null, createdAt: AT },
  });
  return (await db.insertInto('projects').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

async function addSession(db: Kysely<Database>, projectId: number, moderatorId: number | null, startAt: string): Promise<number> {
  const row = sessionRow({
    ...{ projectId, title: 'S', kind: 'interview', startAt, endAt: startAt, timeZone: 'UTC', moderatorId },
    ...{ status: 'scheduled', meetingLink: null, capacity: 4, at: AT },
  });
  return (await db.insertInto('project_sessions').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** What session_viewers should hold, from a plain read of the tables: `user session via start` lines. */
async function expectedRows(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    select s.moderator_id || ' ' || s.id || ' 1 ' || s.start_at as line from project_sessions s where s.moderator_id is not null
    union all select m.user_id || ' ' || s.id || ' 2 ' || s.start_at from project_moderators m join project_sessions s on s.project_id = m.project_id
    union all select b.user_id || ' ' || s.id || ' 3 ' || s.start_at from project_members b join project_sessions s on s.project_id = b.project_id
    union all select p.client_id || ' ' || s.id || ' 4 ' || s.start_at from projects p join project_sessions s on s.project_id = p.id
      where p.client_id is not null`.execute(db);
  return rows.map((r) => r.line).sort();
}

async function storedRows(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('session_viewers').select(['user_id', 'session_id', 'via', 'start_at']).execute();
  return rows.map((r) => `${r.user_id} ${r.session_id} ${r.via} ${r.start_at}`).sort();
}

describe.each(testTargets())('session_viewers on $name', (target) => {
  let open: MigratedDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    open = await migratedDatabase(target);
    db = open.db;
  });
  afterAll(() => open.close());

  it('holds one row per way each user sees each session after every kind of write', async () => {
    const [client, other, moderator, member, sessionModerator, newModerator] = [
      await addUser(db),
      await addUser(db),
      await addUser(db),
      await addUser(db),
      await addUser(db),
      await addUser(db),
    ];
    const a = await addProject(db, client);
    const b = await addProject(db, null);
    await db.insertInto('project_moderators').values({ project_id: a, user_id: moderator }).execute();
    await db.insertInto('project_members').values({ project_id: a, user_id: member }).execute();
    const s1 = await addSession(db, a, sessionModerator, '2030-01-01T09:00:00.000Z');
    const s2 = await addSession(db, a, null, '2030-01-02T09:00:00.000Z');
    const s3 = await addSession(db, b, moderator, '2030-01-03T09:00:00.000Z');
    const steps: [string, () => Promise<unknown>][] = [
      ['sessions added', async () => undefined],
      [
        'a start moved',
        () => db.updateTable('project_sessions').set({ start_at: '2029-12-31T09:00:00.000Z' }).where('id', '=', s1).execute(),
      ],
      ['a moderator changed', () => db.updateTable('project_sessions').set({ moderator_id: newModerator }).where('id', '=', s1).execute()],
      ['a moderator removed', () => db.updateTable('project_sessions').set({ moderator_id: null }).where('id', '=', s3).execute()],
      ['a session moved', () => db.updateTable('project_sessions').set({ project_id: b }).where('id', '=', s2).execute()],
      ['a title changed', () => db.updateTable('project_sessions').set({ title: 'T' }).where('id', '=', s1).execute()],
      ['a client changed', () => db.updateTable('projects').set({ client_id: other }).where('id', '=', a).execute()],
      ['a client added', () => db.updateTable('projects').set({ client_id: client }).where('id', '=', b).execute()],
      ['a client removed', () => db.updateTable('projects').set({ client_id: null }).where('id', '=', a).execute()],
      ['a member removed', () => db.deleteFrom('project_members').where('user_id', '=', member).execute()],
      ['a member added', () => db.insertInto('project_members').values({ project_id: b, user_id: member }).execute()],
      ['a moderator moved', () => db.updateTable('project_moderators').set({ project_id: b }).where('user_id', '=', moderator).execute()],
      ['a session deleted', () => db.deleteFrom('project_sessions').where('id', '=', s3).execute()],
      ['a user deleted', () => db.deleteFrom('users').where('id', '=', newModerator).execute()],
    ];
    for (const [step, write] of steps) {
      await write();
      expect({ step, rows: await storedRows(db) }).toEqual({ step, rows: await expectedRows(db) });
    }
    expect(await storedRows(db)).toHaveLength(3);
  });

  it("lists each user's sessions once, in start order, as the rule finds them", async () => {
    const user = await addUser(db);
    const project = await addProject(db, user);
    await db.insertInto('project_moderators').values({ project_id: project, user_id: user }).execute();
    const late = await addSession(db, project, user, '2031-05-01T09:00:00.000Z');
    const early = await addSession(db, project, null, '2031-04-01T09:00:00.000Z');
    const elsewhere = await addSession(db, await addProject(db, null), user, '2031-04-15T09:00:00.000Z');
    const ids = async (direction: 'asc' | 'desc') =>
      (await sessionIdsByStartInScope(db, { userId: user }, direction).execute()).map((r) => r.id);
    expect(await ids('asc')).toEqual([early, elsewhere, late]);
    expect(await ids('desc')).toEqual([late, elsewhere, early]);
    const rule = await db
      .selectFrom('project_sessions')
      .select('id')
      .where('id', 'in', (eb) => sessionIdsInScope(eb as never, { userId: user }))
      .execute();
    expect(rule.map((r) => r.id).sort((x, y) => x - y)).toEqual([late, early, elsewhere].sort((x, y) => x - y));
  });
});

describe.each(testTargets())('the derived session_viewers on $name', (target) => {
  it('fills session_viewers from the projects and sessions already there', async () => {
    // The migrations alone (a copy of the list): the table, without the triggers or rows a start derives.
    const open = await migratedDatabase(target, { ...allMigrations() });
    try {
      const db = open.db;
      const [client, moderator, member, sessionModerator] = [await addUser(db), await addUser(db), await addUser(db), await addUser(db)];
      const project = await addProject(db, client);
      await db.insertInto('project_moderators').values({ project_id: project, user_id: moderator }).execute();
      await db.insertInto('project_members').values({ project_id: project, user_id: member }).execute();
      await addSession(db, project, sessionModerator, '2032-01-01T09:00:00.000Z');
      await addSession(db, project, null, '2032-01-02T09:00:00.000Z');
      expect(await storedRows(db)).toEqual([]);
      expect(await keepDerivedSchema(db, gatherModules().derivedSchema)).toEqual(['session_viewers']);
      const stored = await storedRows(db);
      expect(stored).toHaveLength(7);
      expect(stored).toEqual(await expectedRows(db));
    } finally {
      await open.close();
    }
  });
});

describe.each(testTargets().filter((t) => t.name === 'postgres'))('session_viewers under concurrent writes on $name', (target) => {
  it('keeps the row of a moderator added to a project while another transaction adds a session to it', async () => {
    const open = await migratedDatabase(target);
    try {
      const db = open.db;
      const moderator = await addUser(db);
      const project = await addProject(db, null);
      // Each transaction writes half of the way the moderator sees the session before either commits.
      let addSessionSoon!: () => void;
      const sessionAdded = new Promise<void>((resolve) => (addSessionSoon = resolve));
      let session = 0;
      const first = db.transaction().execute(async (trx) => {
        await trx.insertInto('project_moderators').values({ project_id: project, user_id: moderator }).execute();
        addSessionSoon();
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      await sessionAdded;
      const second = db.transaction().execute(async (trx) => {
        session = await addSession(trx, project, null, '2033-01-01T09:00:00.000Z');
      });
      await Promise.all([first, second]);
      expect((await sessionIdsByStartInScope(db, { userId: moderator }, 'asc').execute()).map((r) => r.id)).toEqual([session]);
      expect(await storedRows(db)).toEqual(await expectedRows(db));
    } finally {
      await open.close();
    }
  });
});
