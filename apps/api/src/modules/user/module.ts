// Staff accounts: admins, moderators and clients (POST /api/admin/user/*), each kind with its own list page.
import { CRUD_STATUS, defineApiModule, operationCodes } from '../api-module.js';
import { userRoutes } from './routes.js';

/** The user module. */
export const userModule = defineApiModule({
  name: 'user',
  directories: [
    { path: 'admin', arcoIcon: 'IconUser', order: 4 },
    { path: 'moderator', arcoIcon: 'IconUserGroup', order: 5 },
    { path: 'client', arcoIcon: 'IconIdcard', order: 6 },
  ],
  menus: [
    {
      directory: 'admin',
      path: 'adminList',
      name: 'AdminList',
      order: 1,
      operations: operationCodes('user', [...CRUD_STATUS, 'resetPassword', 'assignRoles', 'unlock']),
    },
    { directory: 'moderator', path: 'moderatorList', name: 'ModeratorList', order: 1 },
    { directory: 'client', path: 'clientList', name: 'ClientList', order: 1 },
  ],
  routes: userRoutes,
});
