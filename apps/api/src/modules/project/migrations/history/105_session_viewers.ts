// Issue 18: a moderator's sessions across projects (/session/myList without a project) were read as two index
// halves, one range per project of theirs (a benchmark moderator: 200 projects, 1,800 sessions), then sorted
// by start: the slowest list at 100,000 projects on both engines. session_viewers holds, for each user, the
// sessions they see by the record-scope rule (auth/record-scope.ts), one row per way they see it (`via`), keyed
// by (user, start, session, via): the list is one ordered walk of the user's rows, a session's rows adjacent.
//
// Triggers keep it, so no code path (another server, a script, a module) can forget it:
//   via 1  the session's moderator               project_sessions
//   via 2  a moderator of the session's project  project_moderators, and project_sessions
//   via 3  a member of the session's project     project_members, and project_sessions
//   via 4  the client of the session's project   projects.client_id, and project_sessions
// Deleting a session or a user removes their rows by foreign key. On PostgreSQL two transactions could each
// miss the other's row (a moderator added to a project while a session is added to it, each trigger reading the
// other table before the other commits), so each trigger first locks the project's row (FOR NO KEY UPDATE): the
// second waits, then reads what the first committed. SQLite has one writer.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

/** The ways a user sees a session, as session_viewers.via holds them. */
const VIEWER_VIA = { sessionModerator: 1, projectModerator: 2, projectMember: 3, projectClient: 4 } as const;

const INSERT = 'insert into session_viewers (user_id, start_at, session_id, via)';
const PEOPLE = [
  { table: 'project_moderators', via: VIEWER_VIA.projectModerator },
  { table: 'project_members', via: VIEWER_VIA.projectMember },
] as const;

/** Inserts the rows of session `s` (NEW, or an alias) for every way anyone sees it. */
function addSessionViewers(s: string): string {
  const { sessionModerator, projectModerator, projectMember, projectClient } = VIEWER_VIA;
  return `${INSERT} select ${s}.moderator_id, ${s}.start_at, ${s}.id, ${sessionModerator} where ${s}.moderator_id is not null
    union all select m.user_id, ${s}.start_at, ${s}.id, ${projectModerator} from project_moderators m where m.project_id = ${s}.project_id
    union all select b.user_id, ${s}.start_at, ${s}.id, ${projectMember} from project_members b where b.project_id = ${s}.project_id
    union all select p.client_id, ${s}.start_at, ${s}.id, ${projectClient} from projects p where p.id = ${s}.project_id and p.client_id is not null;`;
}

/** Inserts user `user`'s rows, `via` the project, for every session of project `project`. */
function addProjectSessions(user: string, project: string, via: number): string {
  return `${INSERT} select ${user}, s.start_at, s.id, ${via} from project_sessions s where s.project_id = ${project} and ${user} is not null;`;
}

/** Deletes user `user`'s rows `via` project `project`. */
function forgetProjectSessions(user: string, project: string, via: number): string {
  return `delete from session_viewers where user_id = ${user} and via = ${via}
    and session_id in (select s.id from project_sessions s where s.project_id = ${project});`;
}

const SESSION_CHANGED = (distinct: string) =>
  ['project_id', 'moderator_id', 'start_at'].map((c) => `old.${c} ${distinct} new.${c}`).join(' or ');

/** Creates session_viewers, fills it from the tables, and creates the triggers that keep it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('session_viewers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('project_sessions.id').onDelete('cascade'))
    .addColumn('via', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_viewers_pk', ['user_id', 'start_at', 'session_id', 'via'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.createIndex('session_viewers_session_idx').on('session_viewers').column('session_id').execute();
  await run(
    db,
    `${INSERT} select moderator_id, start_at, id, ${VIEWER_VIA.sessionModerator} from project_sessions where moderator_id is not null`,
  );
  for (const { table, via } of PEOPLE)
    await run(
      db,
      `${INSERT} select x.user_id, s.start_at, s.id, ${via} from ${table} x join project_sessions s on s.project_id = x.project_id`,
    );
  await run(
    db,
    `${INSERT} select p.client_id, s.start_at, s.id, ${VIEWER_VIA.projectClient} from projects p join project_sessions s on s.project_id = p.id where p.client_id is not null`,
  );
  if (pg) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

function run(db: Kysely<unknown>, text: string): Promise<unknown> {
  return sql.raw(text).execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await run(db, `create trigger session_viewers_session_insert after insert on project_sessions begin ${addSessionViewers('new')} end`);
  await run(
    db,
    `create trigger session_viewers_session_update after update of project_id, moderator_id, start_at on project_sessions
      when ${SESSION_CHANGED('is not')}
      begin delete from session_viewers where session_id = old.id; ${addSessionViewers('new')} end`,
  );
  for (const { table, via } of PEOPLE) {
    const add = addProjectSessions('new.user_id', 'new.project_id', via);
    const forget = forgetProjectSessions('old.user_id', 'old.project_id', via);
    await run(db, `create trigger session_viewers_${table}_insert after insert on ${table} begin ${add} end`);
    await run(db, `create trigger session_viewers_${table}_delete after delete on ${table} begin ${forget} end`);
    await run(db, `create trigger session_viewers_${table}_update after update on ${table} begin ${forget} ${add} end`);
  }
  await run(
    db,
    `create trigger session_viewers_client_update after update of client_id on projects when old.client_id is not new.client_id
      begin ${forgetProjectSessions('old.client_id', 'old.id', VIEWER_VIA.projectClient)}
        ${addProjectSessions('new.client_id', 'new.id', VIEWER_VIA.projectClient)} end`,
  );
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const lock = (project: string) => `perform 1 from projects where id = ${project} for no key update;`;
  const fn = (name: string, body: string): RawBuilder<unknown> =>
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`);
  await fn(
    'session_viewers_of_session',
    `if TG_OP = 'UPDATE' then ${lock('old.project_id')} delete from session_viewers where session_id = old.id; end if;
     ${lock('new.project_id')} ${addSessionViewers('new')}`,
  ).execute(db);
  await run(
    db,
    `create trigger session_viewers_session_insert after insert on project_sessions
    for each row execute function session_viewers_of_session()`,
  );
  await run(
    db,
    `create trigger session_viewers_session_update after update of project_id, moderator_id, start_at on project_sessions
    for each row when (${SESSION_CHANGED('is distinct from')}) execute function session_viewers_of_session()`,
  );
  for (const { table, via } of PEOPLE) {
    await fn(
      `session_viewers_of_${table}`,
      `if TG_OP <> 'INSERT' then ${lock('old.project_id')} ${forgetProjectSessions('old.user_id', 'old.project_id', via)} end if;
       if TG_OP <> 'DELETE' then ${lock('new.project_id')} ${addProjectSessions('new.user_id', 'new.project_id', via)} end if;`,
    ).execute(db);
    await run(
      db,
      `create trigger session_viewers_${table} after insert or update or delete on ${table}
      for each row execute function session_viewers_of_${table}()`,
    );
  }
  // The update of a project's client holds its row's lock already.
  await fn(
    'session_viewers_of_client',
    `${forgetProjectSessions('old.client_id', 'old.id', VIEWER_VIA.projectClient)}
     ${addProjectSessions('new.client_id', 'new.id', VIEWER_VIA.projectClient)}`,
  ).execute(db);
  await run(
    db,
    `create trigger session_viewers_client after update of client_id on projects
    for each row when (old.client_id is distinct from new.client_id) execute function session_viewers_of_client()`,
  );
}

/** Drops the triggers and session_viewers. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [trigger, table] of [
      ['session_insert', 'project_sessions'],
      ['session_update', 'project_sessions'],
      ['client', 'projects'],
      ...PEOPLE.map((p) => [p.table, p.table]),
    ])
      await run(db, `drop trigger session_viewers_${trigger} on ${table}`);
    for (const name of ['session', 'client', ...PEOPLE.map((p) => p.table)]) await run(db, `drop function session_viewers_of_${name}()`);
  } else {
    const people = PEOPLE.flatMap((p) => ['insert', 'delete', 'update'].map((event) => `${p.table}_${event}`));
    for (const name of ['session_insert', 'session_update', 'client_update', ...people])
      await run(db, `drop trigger session_viewers_${name}`);
  }
  await db.schema.dropTable('session_viewers').execute();
}
