// Research projects with their moderators and members, research sessions (not sign-in sessions,
// which are auth_sessions), their participants and ordered question guides.
import type { Kysely } from 'kysely';
import { sqlIn, withId, withTimestamps } from '../../../../db/migrations/portable.js';

/** Creates projects, project_moderators, project_members, project_sessions, session_participants and session_questions. */
export async function up(db: Kysely<unknown>): Promise<void> {
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
  // Every list filter and sort has an index (keyword search is a substring match over name/code).
  await db.schema.createIndex('projects_name_idx').on('projects').column('name').execute();
  await db.schema.createIndex('projects_status_idx').on('projects').column('status').execute();
  await db.schema.createIndex('projects_client_idx').on('projects').column('client_id').execute();
  await db.schema.createIndex('projects_start_idx').on('projects').column('start_date').execute();
  await db.schema.createIndex('projects_end_idx').on('projects').column('end_date').execute();
  await db.schema.createIndex('projects_created_idx').on('projects').column('created_at').execute();

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
  await db.schema.createIndex('project_sessions_project_start_idx').on('project_sessions').columns(['project_id', 'start_at']).execute();
  await db.schema.createIndex('project_sessions_moderator_idx').on('project_sessions').column('moderator_id').execute();

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
}

/** Drops the project and research-session tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'session_questions',
    'session_participants',
    'project_sessions',
    'project_members',
    'project_moderators',
    'projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
