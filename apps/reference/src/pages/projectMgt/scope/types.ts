// Why this shape: the same project, session, participant and question-guide pages serve two audiences —
// staff managing every project ('admin') and a moderator or client working on the projects they belong to
// ('my'). Everything that differs between the two is gathered in one object, chosen once by the route
// entry (projectMgt/project vs projectMgt/myProject, ...), so a component asks the scope which call to
// make, which operation gates a button, which route to open and what it offers — it never tests a mode.
import type { OperationCode } from '@backoffice/console-core';

/** The server endpoints that differ between the scopes ('my' ones answer only for the caller's own projects). */
export interface ScopeEndpoints {
  projectList: string;
  projectDetail: string;
  projectAdd: string;
  projectUpdate: string;
  sessionList: string;
  sessionDetail: string;
  sessionUpdate: string;
  /** Prefix of the participant and question-guide writes (`<prefix>/participant/add`, `<prefix>/guide/set`). */
  sessionWritesPrefix: string;
}

/** Who the project pages work for, and everything that follows from it. */
export interface ProjectScope {
  /** Tells the scopes apart in cache keys, so a project loaded through one scope is never shown through the other. */
  key: 'admin' | 'my';
  /** Which API calls to use: the full ones or the caller-scoped 'my' ones. */
  endpoints: ScopeEndpoints;
  /** The operation codes that gate the writes both scopes offer. */
  operations: {
    addProject: OperationCode;
    updateProject: OperationCode;
    /** Editing a session, its participants and its question guide. */
    updateSession: OperationCode;
  };
  /** Route names (as the server's menu names them) the pages open. */
  routes: {
    createProject: string;
    editProject: string;
    projectDetail: string;
    sessionDetail: string;
    sessionEdit: string;
    /** The meeting minutes page (opened with `?sessionId=`); shown only where the user's menu has it. */
    minutes: string;
  };
  /** What only this scope offers (each button is still behind its own operation code). */
  offers: {
    /** Close, archive and delete a project. */
    projectLifecycle: boolean;
    /** Add and delete a project's sessions. */
    sessionAddAndDelete: boolean;
    /** Filter the project list by client (a caller's own projects need no client filter). */
    clientFilter: boolean;
    /** Export the project list as CSV (shown on the operations view). */
    csvExport: boolean;
    /** Any change at all: false on the read-only detail pages the Operation list opens. */
    edits: boolean;
  };
}
