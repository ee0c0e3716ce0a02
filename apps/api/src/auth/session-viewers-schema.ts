// session_viewers's triggers and rows, generated from the record-scope rule (record-scope-rule.ts): for each
// user, the sessions they see, one row per way they see it (`via`), keyed by (user, start, session, via), so a
// moderator's sessions across projects are one ordered walk (issue 18; the table itself is project migration 105).
// The server re-creates the triggers and refills the table at start whenever this text changes
// (db/derived-schema.ts), so the stored rows always follow the rule the queries run.
//
//   a session link (its moderator)          triggers on the session's insert and update
//   a link table (moderators, members)      triggers on its insert, update and delete
//   a link on the project's row (client)    a trigger on the update of that column
// Deleting a session or a user removes their rows by foreign key. On PostgreSQL two transactions could each miss
// the other's row (a moderator added to a project while a session is added to it, each trigger reading the other
// table before the other commits), so each trigger first locks the project's row (FOR NO KEY UPDATE): the second
// waits, then reads what the first committed. SQLite has one writer.
import type { DerivedSchema } from '../db/derived-schema.js';
import { RECORD_SCOPE_RULE, type ProjectLink } from './record-scope-rule.js';

const { projectTable, sessionTable, sessionProject } = RECORD_SCOPE_RULE;
const INSERT = 'insert into session_viewers (user_id, start_at, session_id, via)';
/** Links in a table of their own (one row per user and project). */
const LINK_TABLES = RECORD_SCOPE_RULE.projects.filter((link) => link.table !== projectTable);
/** Links on the project's own row (a column naming the user). */
const ROW_LINKS = RECORD_SCOPE_RULE.projects.filter((link) => link.table === projectTable);

/** Inserts the rows of session `s` (NEW, or an alias) for every way anyone sees it. */
function addSessionViewers(s: string): string {
  const direct = RECORD_SCOPE_RULE.sessions.map(
    (link) => `select ${s}.${link.user}, ${s}.start_at, ${s}.id, ${link.via} where ${s}.${link.user} is not null`,
  );
  const viaProject = RECORD_SCOPE_RULE.projects.map(
    (link) =>
      `select x.${link.user}, ${s}.start_at, ${s}.id, ${link.via} from ${link.table} x where x.${link.project} = ${s}.${sessionProject}` +
      (link.table === projectTable ? ` and x.${link.user} is not null` : ''),
  );
  return `${INSERT} ${[...direct, ...viaProject].join('\n    union all ')};`;
}

/** Inserts user `user`'s rows, `via` the project, for every session of project `project`. */
function addProjectSessions(user: string, project: string, via: number): string {
  return `${INSERT} select ${user}, s.start_at, s.id, ${via} from ${sessionTable} s where s.${sessionProject} = ${project} and ${user} is not null;`;
}

/** Deletes user `user`'s rows `via` project `project`. */
function forgetProjectSessions(user: string, project: string, via: number): string {
  return `delete from session_viewers where user_id = ${user} and via = ${via}
    and session_id in (select s.id from ${sessionTable} s where s.${sessionProject} = ${project});`;
}

/** The session columns whose change moves its rows. */
const SESSION_COLUMNS = [sessionProject, ...RECORD_SCOPE_RULE.sessions.map((link) => link.user), 'start_at'];
const sessionChanged = (distinct: string) => SESSION_COLUMNS.map((c) => `old.${c} ${distinct} new.${c}`).join(' or ');

/** Every row of the table, from the tables the rule reads. */
function refill(): string[] {
  const direct = RECORD_SCOPE_RULE.sessions.map(
    (link) => `${INSERT} select ${link.user}, start_at, id, ${link.via} from ${sessionTable} where ${link.user} is not null`,
  );
  const viaProject = RECORD_SCOPE_RULE.projects.map(
    (link) =>
      `${INSERT} select x.${link.user}, s.start_at, s.id, ${link.via} from ${link.table} x join ${sessionTable} s on s.${sessionProject} = x.${link.project}` +
      (link.table === projectTable ? ` where x.${link.user} is not null` : ''),
  );
  return ['delete from session_viewers', ...direct, ...viaProject];
}

function sqliteTriggers(): string[] {
  const add = addSessionViewers('new');
  return [
    `create trigger session_viewers_session_insert after insert on ${sessionTable} begin ${add} end`,
    `create trigger session_viewers_session_update after update of ${SESSION_COLUMNS.join(', ')} on ${sessionTable}
      when ${sessionChanged('is not')}
      begin delete from session_viewers where session_id = old.id; ${add} end`,
    ...LINK_TABLES.flatMap(({ table, user, project, via, name }) => {
      const plus = addProjectSessions(`new.${user}`, `new.${project}`, via);
      const minus = forgetProjectSessions(`old.${user}`, `old.${project}`, via);
      return [
        `create trigger session_viewers_${name}_insert after insert on ${table} begin ${plus} end`,
        `create trigger session_viewers_${name}_delete after delete on ${table} begin ${minus} end`,
        `create trigger session_viewers_${name}_update after update on ${table} begin ${minus} ${plus} end`,
      ];
    }),
    ...ROW_LINKS.map(
      ({ user, project, via, name }) =>
        `create trigger session_viewers_${name}_update after update of ${user} on ${projectTable} when old.${user} is not new.${user}
      begin ${forgetProjectSessions(`old.${user}`, `old.${project}`, via)}
        ${addProjectSessions(`new.${user}`, `new.${project}`, via)} end`,
    ),
  ];
}

function sqliteDrops(): string[] {
  return [
    'session_insert',
    'session_update',
    ...LINK_TABLES.flatMap(({ name }) => ['insert', 'delete', 'update'].map((event) => `${name}_${event}`)),
    ...ROW_LINKS.map(({ name }) => `${name}_update`),
  ].map((name) => `drop trigger if exists session_viewers_${name}`);
}

const lock = (project: string) => `perform 1 from ${projectTable} where id = ${project} for no key update;`;
const plpgsql = (name: string, body: string) =>
  `create function session_viewers_of_${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`;

function postgresTriggers(): string[] {
  return [
    plpgsql(
      'session',
      `if TG_OP = 'UPDATE' then ${lock(`old.${sessionProject}`)} delete from session_viewers where session_id = old.id; end if;
     ${lock(`new.${sessionProject}`)} ${addSessionViewers('new')}`,
    ),
    `create trigger session_viewers_session_insert after insert on ${sessionTable}
    for each row execute function session_viewers_of_session()`,
    `create trigger session_viewers_session_update after update of ${SESSION_COLUMNS.join(', ')} on ${sessionTable}
    for each row when (${sessionChanged('is distinct from')}) execute function session_viewers_of_session()`,
    ...LINK_TABLES.flatMap(({ table, user, project, via, name }) => [
      plpgsql(
        name,
        `if TG_OP <> 'INSERT' then ${lock(`old.${project}`)} ${forgetProjectSessions(`old.${user}`, `old.${project}`, via)} end if;
       if TG_OP <> 'DELETE' then ${lock(`new.${project}`)} ${addProjectSessions(`new.${user}`, `new.${project}`, via)} end if;`,
      ),
      `create trigger session_viewers_${name} after insert or update or delete on ${table}
      for each row execute function session_viewers_of_${name}()`,
    ]),
    // The update of a project's own row holds its lock already.
    ...ROW_LINKS.flatMap(({ user, project, via, name }: ProjectLink) => [
      plpgsql(
        name,
        `${forgetProjectSessions(`old.${user}`, `old.${project}`, via)}
     ${addProjectSessions(`new.${user}`, `new.${project}`, via)}`,
      ),
      `create trigger session_viewers_${name} after update of ${user} on ${projectTable}
    for each row when (old.${user} is distinct from new.${user}) execute function session_viewers_of_${name}()`,
    ]),
  ];
}

function postgresDrops(): string[] {
  const triggers: [string, string][] = [
    ['session_insert', sessionTable],
    ['session_update', sessionTable],
    ...LINK_TABLES.map(({ name, table }): [string, string] => [name, table]),
    ...ROW_LINKS.map(({ name }): [string, string] => [name, projectTable]),
  ];
  return [
    ...triggers.map(([name, table]) => `drop trigger if exists session_viewers_${name} on ${table}`),
    ...['session', ...LINK_TABLES.map((l) => l.name), ...ROW_LINKS.map((l) => l.name)].map(
      (name) => `drop function if exists session_viewers_of_${name}()`,
    ),
  ];
}

/**
 * session_viewers's triggers and rows as the record-scope rule makes them; the project module declares it.
 *
 * @example
 * await keepDerivedSchema(db, [SESSION_VIEWERS_SCHEMA]);
 */
export const SESSION_VIEWERS_SCHEMA: DerivedSchema = {
  name: 'session_viewers',
  create: (postgres) => [...(postgres ? postgresTriggers() : sqliteTriggers()), ...refill()],
  drop: (postgres) => (postgres ? postgresDrops() : sqliteDrops()),
};
