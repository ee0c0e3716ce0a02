// Research sessions of a project, their participants and discussion guide (POST /api/admin/session/*).
// Its pages sit in the project directory; its operation codes hang under the project lists.
import { defineApiModule, hiddenEntry, resourceDeps } from '../api-module.js';
import * as m140 from './migrations/140_session_lists.js';
import { SESSION_OPERATIONS, SESSION_MY_OPERATIONS } from './operations.js';
import { sessionRoutes } from './routes.js';

/** The research session module. */
export const sessionModule = defineApiModule({
  name: 'session',
  menus: [
    {
      directory: 'projectMgt',
      path: 'sessionDetail',
      titles: { 'en-US': 'Session Detail', 'zh-CN': '场次详情' },
      name: 'SessionDetail',
      order: 5,
      ...hiddenEntry('projectMgt/session', 'ProjectMgtList'),
    },
    {
      directory: 'projectMgt',
      path: 'sessionEdit',
      titles: { 'en-US': 'Edit Session', 'zh-CN': '编辑场次' },
      name: 'SessionEdit',
      order: 6,
      ...hiddenEntry('projectMgt/session', 'ProjectMgtList'),
    },
    {
      directory: 'projectMgt',
      path: 'sessionMyDetail',
      titles: { 'en-US': 'My Session Detail', 'zh-CN': '我的场次详情' },
      name: 'SessionMyDetail',
      order: 11,
      ...hiddenEntry('projectMgt/mySession', 'MyProjects'),
    },
    {
      directory: 'projectMgt',
      path: 'sessionMyEdit',
      titles: { 'en-US': 'Edit My Session', 'zh-CN': '编辑我的场次' },
      name: 'SessionMyEdit',
      order: 12,
      ...hiddenEntry('projectMgt/mySession', 'MyProjects'),
    },
    {
      directory: 'operation',
      path: 'sessionView',
      titles: { 'en-US': 'Session Detail', 'zh-CN': '场次详情' },
      name: 'OperationSessionDetail',
      order: 3,
      ...hiddenEntry('operation/sessionView', 'ProjectList'),
    },
  ],
  operationsUnder: { ProjectMgtList: SESSION_OPERATIONS, MyProjects: SESSION_MY_OPERATIONS },
  migrations: { '140_session_lists': m140 },
  routes: (app, context) => sessionRoutes(app, { ...resourceDeps(context), dialect: context.dialect }),
});
