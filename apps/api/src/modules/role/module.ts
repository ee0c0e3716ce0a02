// Roles and the permissions each grants (POST /api/admin/role/*).
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { ROLE_OPERATIONS } from './operations.js';
import { roleRoutes } from './routes.js';

/** The role module. */
export const roleModule = defineApiModule({
  name: 'role',
  menus: [menuEntry('setting/role', 'Role', 2, ['Roles', '角色管理'], { operations: ROLE_OPERATIONS })],
  routes: (app, context) => roleRoutes(app, resourceDeps(context)),
});
