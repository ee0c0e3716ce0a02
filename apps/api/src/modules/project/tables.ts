// Row shapes of the project and research-session tables (migration 020), kept beside the module
// that owns them; each joins `Database` below. Dates are 'YYYY-MM-DD' text, instants
// ISO-8601 UTC text, so rows read identically on SQLite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely';

/** Lifecycle of a project: closed and archived projects are read-only (archive only from closed). */
export type ProjectStatus = 'draft' | 'active' | 'closed' | 'archived';
/** Kinds of research session. */
export type SessionKind = 'focus_group' | 'interview';
/** Lifecycle of a research session. */
export type SessionStatus = 'scheduled' | 'live' | 'completed' | 'cancelled';
/** Where a participant stands for one session. */
export type ParticipantStatus = 'invited' | 'confirmed' | 'attended' | 'no_show';

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  code: string;
  client_id: number | null;
  status: ProjectStatus;
  start_date: string;
  end_date: string;
  description: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** project_moderators and project_members share this shape. */
export interface ProjectUserTable {
  project_id: number;
  user_id: number;
}

export interface ProjectSessionsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  kind: SessionKind;
  /** UTC ISO-8601 instant. */
  start_at: string;
  end_at: string;
  /** IANA zone the session is scheduled in, e.g. 'Europe/London'. */
  time_zone: string;
  moderator_id: number | null;
  status: SessionStatus;
  meeting_link: string | null;
  capacity: number;
  created_at: string;
  updated_at: string;
  /** When the session was deleted (an undoable delete: resources/undo.ts, session migration 150); null while it stands. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionParticipantsTable {
  id: Generated<number>;
  session_id: number;
  name: string;
  contact: string | null;
  status: ParticipantStatus;
  created_at: string;
  updated_at: string;
  /** When the participant was removed (an undoable removal: resources/undo.ts); null while on the session. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionQuestionsTable {
  session_id: number;
  question_id: number;
  position: number;
}

/** Who sees which session, kept by triggers (migration 105): one row per way the user sees it (`via`). */
export interface SessionViewersTable {
  user_id: number;
  start_at: string;
  session_id: number;
  via: number;
}

/**
 * PostgreSQL only (migration 108): for each one-, two- and three-character window of any project's search_text, the
 * first and last name and code among the projects holding it. Bounds only widen, so they may be wider than the
 * projects now hold.
 */
export interface ProjectGramBoundsTable {
  gram: string;
  first_name: string;
  last_name: string;
  first_code: string;
  last_code: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface ProjectTables {
  projects: ProjectsTable;
  project_moderators: ProjectUserTable;
  project_members: ProjectUserTable;
  project_sessions: ProjectSessionsTable;
  session_participants: SessionParticipantsTable;
  session_questions: SessionQuestionsTable;
  session_viewers: SessionViewersTable;
  project_gram_bounds: ProjectGramBoundsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends ProjectTables {}
}
