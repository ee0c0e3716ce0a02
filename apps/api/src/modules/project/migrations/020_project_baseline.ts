// Baseline (issue 41): the project tables as project migrations 020-118 and core migration 073 (the project and
// session lists' versions; deleted since, a database that ran them skips this) left them, in one step for a
// new database. Research projects with their moderators and members, research sessions (not sign-in sessions),
// their participants and question guides. Every list walks an index in its order that carries each column its
// filters test; PostgreSQL tests a keyword on `search_text` (lower(name) U+0001 lower(code)), searches rare ones
// through its trigram index and phrases through `search_joints`, and starts name-sorted keyword walks at
// `project_gram_bounds` (020_project_counters_baseline, with the lists' versions); SQLite searches its FTS5
// trigram table. session_viewers's
// triggers and rows are derived schema, made at start from the record-scope rule (auth/session-viewers-schema.ts).
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, sqlIn, withId, withTimestamps } from '../../../db/migrations/portable.js';

/** PostgreSQL: a project's span in ledger days (a year 372, a month 31), never less than its real days (a query uses this exact text). */
const ledgerDay = (c: string) => `(substr(${c}, 1, 4)::int * 372 + substr(${c}, 6, 2)::int * 31 + substr(${c}, 9, 2)::int)`;
const DATE_FORM = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;
export const POSTGRES_PROJECT_SPAN = `(case when start_date ~ ${DATE_FORM} and end_date ~ ${DATE_FORM}
  then ${ledgerDay('end_date')} - ${ledgerDay('start_date')} else 1000000 end)`;

async function createProjects(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('projects')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sqlIn('status', ['draft', 'active', 'closed', 'archived'])),
    )
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  for (const [name, column] of [
    ['status', 'status'],
    ['client', 'client_id'],
    ['end', 'end_date'],
  ] as const)
    await db.schema.createIndex(`projects_${name}_idx`).on('projects').column(column).execute();
  if (postgres) {
    await sql`alter table projects add column search_text text
      generated always as (lower(name) || E'\\x01' || lower(code)) stored`.execute(db);
    // A phrase's joints: its three-character windows holding a space, which say which words meet.
    await sql`create function search_text_joints(t text) returns text[] language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct j), '{}') from (
        select substr(t, i, 3) as j from generate_series(1, char_length(t) - 2) as i
      ) as windows where strpos(j, ' ') > 0 $$`.execute(db);
    await sql`alter table projects add column search_joints text[]
      generated always as (search_text_joints(lower(name) || E'\\x01' || lower(code))) stored`.execute(db);
    await sql`create index projects_search_joints_idx on projects using gin (search_joints)`.execute(db);
    await sql`create index projects_span_idx on projects (${sql.raw(POSTGRES_PROJECT_SPAN)})`.execute(db);
    if (await ensurePgTrgm(db, 'the project keyword search'))
      await sql`create index projects_search_text_trgm_idx on projects using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table projects_search using fts5(name, code, content='projects', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger projects_search_ai after insert on projects begin
      insert into projects_search(rowid, name, code) values (new.id, new.name, new.code); end`.execute(db);
    await sql`create trigger projects_search_ad after delete on projects begin
      insert into projects_search(projects_search, rowid, name, code) values ('delete', old.id, old.name, old.code); end`.execute(db);
    await sql`create trigger projects_search_au after update of name, code on projects begin
      insert into projects_search(projects_search, rowid, name, code) values ('delete', old.id, old.name, old.code);
      insert into projects_search(rowid, name, code) values (new.id, new.name, new.code); end`.execute(db);
    // The longest project bounds where a date window's projects can start (queries.ts).
    await sql`create index projects_duration_idx on projects ((julianday(end_date) - julianday(start_date)))`.execute(db);
  }
  const tested = postgres
    ? ['search_text', 'status', 'client_id', 'start_date', 'end_date']
    : ['name', 'code', 'status', 'client_id', 'start_date', 'end_date'];
  for (const column of ['created_at', 'name', 'code', 'start_date'])
    for (const status of [false, true]) {
      const keys = [...(status ? ['status'] : []), column, 'id'];
      const name = `projects_walk_${status ? 'status_' : ''}${column.replace(/_(at|date)$/, '')}_idx`;
      await createWalkIndex(db, { name, table: 'projects', keys, tested: tested.filter((c) => !keys.includes(c)) });
    }
}

async function createSessions(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  for (const table of ['project_moderators', 'project_members']) {
    await db.schema
      .createTable(table)
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['project_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
  }
  await withTimestamps(withId(db, db.schema.createTable('project_sessions')))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['focus_group', 'interview'])))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('moderator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sqlIn('status', ['scheduled', 'live', 'completed', 'cancelled'])),
    )
    .addColumn('meeting_link', 'text')
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();
  const keys = (first: string) => [first, 'start_at', 'id'];
  await createWalkIndex(db, {
    name: 'project_sessions_walk_moderator_idx',
    table: 'project_sessions',
    keys: keys('moderator_id'),
    tested: [],
  });
  const byProject = {
    name: 'project_sessions_walk_project_idx',
    table: 'project_sessions',
    keys: keys('project_id'),
    tested: ['moderator_id'],
  };
  await createWalkIndex(db, byProject);

  await withTimestamps(withId(db, db.schema.createTable('session_participants')))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('project_sessions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('invited')
        .check(sqlIn('status', ['invited', 'confirmed', 'attended', 'no_show'])),
    )
    .execute();
  await db.schema.createIndex('session_participants_session_idx').on('session_participants').column('session_id').execute();
  // question_id refers to the question bank of another module; no foreign key so either can ship first.
  await db.schema
    .createTable('session_questions')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('project_sessions.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_questions_pk', ['session_id', 'position'])
    .execute();
  await db.schema.createIndex('session_questions_question_idx').on('session_questions').column('question_id').execute();
  // For each user, the sessions they see, one row per way (via): kept by derived schema (see the top).
  await db.schema
    .createTable('session_viewers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('project_sessions.id').onDelete('cascade'))
    .addColumn('via', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_viewers_pk', ['user_id', 'start_at', 'session_id', 'via'])
    .$call((t) => (postgres ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.createIndex('session_viewers_session_idx').on('session_viewers').column('session_id').execute();
}

/** Creates the project tables, their indexes and keyword search. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await createProjects(db, postgres);
  await createSessions(db, postgres);
}

/** Drops the project tables (their triggers and indexes go with them) and PostgreSQL's joints function. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const sessions = ['session_viewers', 'session_questions', 'session_participants', 'project_sessions'];
  for (const table of [...sessions, 'project_members', 'project_moderators']) await db.schema.dropTable(table).execute();
  if (!isPostgres(db)) await sql`drop table projects_search`.execute(db);
  await db.schema.dropTable('projects').execute();
  if (isPostgres(db)) await sql`drop function search_text_joints(text)`.execute(db);
}
