// The record-scope rule declared once: who sees which projects and sessions. Both its uses derive from it:
// the scope predicates every scoped query runs (record-scope.ts), and session_viewers, the table of each user's
// sessions that triggers keep for the one list a predicate cannot walk in order (session-viewers-schema.ts).
// A way of seeing added here reaches both; a way written into one alone cannot exist.
//
//   projects  the user is the project's client, one of its moderators, or one of its members
//   sessions  the user moderates the session, or the session's project is one of the user's projects

/** A way a user sees a project: a row of `table` whose `user` column names them and `project` column the project. */
export interface ProjectLink {
  table: 'project_moderators' | 'project_members' | 'projects';
  user: 'user_id' | 'client_id';
  project: 'project_id' | 'id';
  /** Its number in session_viewers.via, and the name its triggers carry. */
  via: number;
  name: string;
}

/** A way a user sees a session directly: the session row's `user` column names them. */
export interface SessionLink {
  user: 'moderator_id';
  via: number;
  name: string;
}

/** The rule: the ways a user sees a project (and so its sessions), and the ways they see a session besides. */
export const RECORD_SCOPE_RULE = {
  /** The table of projects (a link on it is a column of the project's own row). */
  projectTable: 'projects',
  /** The table of sessions and the column naming a session's project. */
  sessionTable: 'project_sessions',
  sessionProject: 'project_id',
  projects: [
    { table: 'project_moderators', user: 'user_id', project: 'project_id', via: 2, name: 'project_moderators' },
    { table: 'project_members', user: 'user_id', project: 'project_id', via: 3, name: 'project_members' },
    { table: 'projects', user: 'client_id', project: 'id', via: 4, name: 'client' },
  ] satisfies readonly ProjectLink[] as readonly ProjectLink[],
  sessions: [{ user: 'moderator_id', via: 1, name: 'session' }] satisfies readonly SessionLink[] as readonly SessionLink[],
} as const;
