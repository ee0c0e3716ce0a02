// Projects, for staff who manage them all and for moderators and clients on their own ('my' pages), and
// the Operation page that lists a client's projects.
import { defineApiModule, operationCodes } from '../api-module.js';
import * as m020 from './migrations/020_projects.js';
import * as m070 from './migrations/070_project_search.js';
import * as m074 from './migrations/074_project_cover_indexes.js';
import * as m096 from './migrations/096_project_walk_indexes.js';
import { projectRoutes } from './routes.js';
import type { ProjectTables } from './tables.js';

const hidden = (component: string, activeMenu: string) => ({ component, isShow: 0 as const, activeMenu });

/** The project module. */
export const projectModule = defineApiModule({
  name: 'project',
  tables: [
    'projects',
    'project_moderators',
    'project_members',
    'project_sessions',
    'session_participants',
    'session_questions',
  ] satisfies (keyof ProjectTables)[],
  migrations: { '020_projects': m020, '070_project_search': m070, '074_project_cover_indexes': m074, '096_project_walk_indexes': m096 },
  directories: [
    { path: 'projectMgt', arcoIcon: 'IconApps', order: 2 },
    { path: 'operation', arcoIcon: 'IconDesktop', order: 3 },
  ],
  menus: [
    {
      directory: 'projectMgt',
      path: 'projectList',
      name: 'ProjectMgtList',
      order: 1,
      operations: operationCodes('project', ['list', 'add', 'update', 'delete', 'detail', 'close', 'archive', 'export']),
    },
    { directory: 'projectMgt', path: 'createProject', name: 'CreateProject', order: 2, ...hidden('projectMgt/project', 'ProjectMgtList') },
    { directory: 'projectMgt', path: 'projectEdit', name: 'ProjectEdit', order: 3, ...hidden('projectMgt/project', 'ProjectMgtList') },
    { directory: 'projectMgt', path: 'projectDetail', name: 'ProjectDetail', order: 4, ...hidden('projectMgt/project', 'ProjectMgtList') },
    {
      directory: 'projectMgt',
      path: 'myProjects',
      name: 'MyProjects',
      order: 7,
      operations: operationCodes('project', ['myAdd', 'myUpdate']),
    },
    {
      directory: 'projectMgt',
      path: 'createMyProject',
      name: 'CreateMyProject',
      order: 8,
      ...hidden('projectMgt/myProject', 'MyProjects'),
    },
    { directory: 'projectMgt', path: 'projectMyEdit', name: 'ProjectMyEdit', order: 9, ...hidden('projectMgt/myProject', 'MyProjects') },
    {
      directory: 'projectMgt',
      path: 'projectMyDetail',
      name: 'ProjectMyDetail',
      order: 10,
      ...hidden('projectMgt/myProject', 'MyProjects'),
    },
    { directory: 'operation', path: 'admin', name: 'ProjectList', order: 1 },
  ],
  routes: projectRoutes,
});
