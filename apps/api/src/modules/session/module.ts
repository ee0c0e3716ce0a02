// Research sessions of a project, their participants and discussion guide (POST /api/admin/session/*).
// Its pages sit in the project directory; its operation codes hang under the project lists.
import { CRUD, defineApiModule, operationCodes } from '../api-module.js';
import { sessionRoutes } from './routes.js';

const hidden = (component: string, activeMenu: string) => ({ component, isShow: 0 as const, activeMenu });

/** The research session module. */
export const sessionModule = defineApiModule({
  name: 'session',
  menus: [
    { directory: 'projectMgt', path: 'sessionDetail', name: 'SessionDetail', order: 5, ...hidden('projectMgt/session', 'ProjectMgtList') },
    { directory: 'projectMgt', path: 'sessionEdit', name: 'SessionEdit', order: 6, ...hidden('projectMgt/session', 'ProjectMgtList') },
    {
      directory: 'projectMgt',
      path: 'sessionMyDetail',
      name: 'SessionMyDetail',
      order: 11,
      ...hidden('projectMgt/mySession', 'MyProjects'),
    },
    { directory: 'projectMgt', path: 'sessionMyEdit', name: 'SessionMyEdit', order: 12, ...hidden('projectMgt/mySession', 'MyProjects') },
  ],
  operationsUnder: { ProjectMgtList: operationCodes('session', CRUD), MyProjects: operationCodes('session', ['myUpdate']) },
  routes: sessionRoutes,
});
