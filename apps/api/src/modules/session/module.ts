// Research sessions of a project, their participants and discussion guide (POST /api/admin/session/*).
// Its pages sit in the project directory; its operation codes hang under the project lists.
import { defineApiModule, hiddenMenuEntry, resourceDeps } from '../api-module.js';
import * as m142 from './migrations/142_session_lists.js';
import * as m150 from './migrations/150_session_soft_delete.js';
import { SESSION_OPERATIONS, SESSION_MY_OPERATIONS } from './operations.js';
import { sessionRoutes } from './routes.js';

/** The research session module. */
export const sessionModule = defineApiModule({
  name: 'session',
  menus: [
    hiddenMenuEntry('projectMgt/sessionDetail', 'SessionDetail', 5, ['Session Detail', '场次详情'], 'projectMgt/session', 'ProjectMgtList'),
    hiddenMenuEntry('projectMgt/sessionEdit', 'SessionEdit', 6, ['Edit Session', '编辑场次'], 'projectMgt/session', 'ProjectMgtList'),
    hiddenMenuEntry(
      'projectMgt/sessionMyDetail',
      'SessionMyDetail',
      11,
      ['My Session Detail', '我的场次详情'],
      'projectMgt/mySession',
      'MyProjects',
    ),
    hiddenMenuEntry(
      'projectMgt/sessionMyEdit',
      'SessionMyEdit',
      12,
      ['Edit My Session', '编辑我的场次'],
      'projectMgt/mySession',
      'MyProjects',
    ),
    hiddenMenuEntry(
      'operation/sessionView',
      'OperationSessionDetail',
      3,
      ['Session Detail', '场次详情'],
      'operation/sessionView',
      'ProjectList',
    ),
  ],
  operationsUnder: { ProjectMgtList: SESSION_OPERATIONS, MyProjects: SESSION_MY_OPERATIONS },
  migrations: { '142_session_lists': m142, '150_session_soft_delete': m150 },
  routes: (app, context) => sessionRoutes(app, { ...resourceDeps(context), dialect: context.dialect }),
});
