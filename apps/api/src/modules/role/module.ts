// Roles and the permissions each grants (POST /api/admin/role/*).
import { defineApiModule, resourceDeps } from '../api-module.js';
import { ROLE_OPERATIONS } from './operations.js';
import { roleRoutes } from './routes.js';

/** The role module. */
export const roleModule = defineApiModule({
  name: 'role',
  menus: [
    {
      directory: 'setting',
      path: 'role',
      titles: { 'en-US': 'Roles', 'zh-CN': '角色管理' },
      name: 'Role',
      order: 2,
      operations: ROLE_OPERATIONS,
    },
  ],
  routes: (app, context) => roleRoutes(app, resourceDeps(context)),
});
