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
  },
  offers: { projectLifecycle: true, sessionAddAndDelete: true, clientFilter: true, csvExport: true },
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
  },
  offers: { projectLifecycle: false, sessionAddAndDelete: false, clientFilter: false, csvExport: false },
};
