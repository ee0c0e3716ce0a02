import type { ProjectScope } from './types';

const P = '/api/admin/project';
const S = '/api/admin/session';

/** Staff managing every project: the full endpoints, every management action (projectMgt/projectList, project, session). */
export const ADMIN_SCOPE: ProjectScope = {
  key: 'admin',
  endpoints: {
    projectList: `${P}/list`,
    projectDetail: `${P}/detail`,
    projectAdd: `${P}/add`,
    projectUpdate: `${P}/update`,
    sessionList: `${S}/list`,
    sessionDetail: `${S}/detail`,
    sessionUpdate: `${S}/update`,
    sessionWritesPrefix: S,
  },
  operations: { addProject: 'project:add', updateProject: 'project:update', updateSession: 'session:update' },
  routes: {
    createProject: 'CreateProject',
    editProject: 'ProjectEdit',
    projectDetail: 'ProjectDetail',
    sessionDetail: 'SessionDetail',
    sessionEdit: 'SessionEdit',
    minutes: 'MeetingMinutes',
  },
  offers: { projectLifecycle: true, sessionAddAndDelete: true, clientFilter: true, csvExport: true, edits: true },
};

/**
 * A moderator or client on the projects they belong to: the caller-scoped 'my' endpoints; they create and edit
 * projects and edit sessions, participants and guides, but close, archive, delete and add no project or session
 * (projectMgt/myProjects, myProject, mySession).
 */
export const MY_SCOPE: ProjectScope = {
  key: 'my',
  endpoints: {
    projectList: `${P}/myList`,
    projectDetail: `${P}/myDetail`,
    projectAdd: `${P}/myAdd`,
    projectUpdate: `${P}/myUpdate`,
    sessionList: `${S}/myList`,
    sessionDetail: `${S}/myDetail`,
    sessionUpdate: `${S}/myUpdate`,
    sessionWritesPrefix: `${S}/my`,
  },
  operations: { addProject: 'project:myAdd', updateProject: 'project:myUpdate', updateSession: 'session:myUpdate' },
  routes: {
    createProject: 'CreateMyProject',
    editProject: 'ProjectMyEdit',
    projectDetail: 'ProjectMyDetail',
    sessionDetail: 'SessionMyDetail',
    sessionEdit: 'SessionMyEdit',
    minutes: 'MyMeetingMinutes',
  },
  offers: { projectLifecycle: false, sessionAddAndDelete: false, clientFilter: false, csvExport: false, edits: true },
};

/**
 * The Operation list (operation/admin) and the read-only project and session pages it opens (operation/projectView,
 * operation/sessionView), over `base`'s calls: staff holding project:list read every project, others (moderators,
 * clients) their own, which the server's 'my' endpoints keep to their record scope. Nothing changes from there.
 */
function operationsScope(base: ProjectScope): ProjectScope {
  return {
    ...base,
    routes: { ...base.routes, projectDetail: 'OperationProjectDetail', sessionDetail: 'OperationSessionDetail' },
    offers: { ...base.offers, projectLifecycle: false, sessionAddAndDelete: false, edits: false },
  };
}

/** {@link operationsScope} for staff who list every project. */
export const OPERATIONS_ADMIN_SCOPE = operationsScope(ADMIN_SCOPE);
/** {@link operationsScope} for moderators and clients: their own projects. */
export const OPERATIONS_MY_SCOPE = operationsScope(MY_SCOPE);
