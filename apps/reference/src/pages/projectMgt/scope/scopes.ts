import type { ProjectScope } from './types';

const P = '/api/admin/project';
const S = '/api/admin/session';

/**
 * A scope's endpoints and routes, named after its key: the staff's full ones ('list', 'ProjectEdit') or the caller's
 * own, 'my' ones ('myList', 'ProjectMyEdit', writes of participants and guides under `/session/my`).
 */
function scopeOf(key: ProjectScope['key'], operations: ProjectScope['operations'], offers: ProjectScope['offers']): ProjectScope {
  const my = key === 'my' ? 'My' : '';
  const verb = (name: string) => (my ? `my${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  return {
    key,
    endpoints: {
      projectList: `${P}/${verb('list')}`,
      projectDetail: `${P}/${verb('detail')}`,
      projectAdd: `${P}/${verb('add')}`,
      projectUpdate: `${P}/${verb('update')}`,
      sessionList: `${S}/${verb('list')}`,
      sessionDetail: `${S}/${verb('detail')}`,
      sessionUpdate: `${S}/${verb('update')}`,
      sessionWritesPrefix: my ? `${S}/my` : S,
    },
    operations,
    routes: {
      createProject: `Create${my}Project`,
      editProject: `Project${my}Edit`,
      projectDetail: `Project${my}Detail`,
      sessionDetail: `Session${my}Detail`,
      sessionEdit: `Session${my}Edit`,
      minutes: `${my}MeetingMinutes`,
    },
    offers,
  };
}

/** Staff managing every project: the full endpoints, every management action (projectMgt/projectList, project, session). */
export const ADMIN_SCOPE = scopeOf(
  'admin',
  { addProject: 'project:add', updateProject: 'project:update', updateSession: 'session:update' },
  { projectLifecycle: true, sessionAddAndDelete: true, clientFilter: true, csvExport: true, edits: true },
);

/**
 * A moderator or client on the projects they belong to: the caller-scoped 'my' endpoints; they create and edit
 * projects and edit sessions, participants and guides, but close, archive, delete and add no project or session
 * (projectMgt/myProjects, myProject, mySession).
 */
export const MY_SCOPE = scopeOf(
  'my',
  { addProject: 'project:myAdd', updateProject: 'project:myUpdate', updateSession: 'session:myUpdate' },
  { projectLifecycle: false, sessionAddAndDelete: false, clientFilter: false, csvExport: false, edits: true },
);

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
