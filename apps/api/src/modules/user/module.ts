// Staff accounts: admins, moderators and clients (POST /api/admin/user/*), each kind with its own list page.
import { defineApiModule, resourceDeps } from '../api-module.js';
import { USER_OPERATIONS } from './operations.js';
import { userRoutes } from './routes.js';

/** The user module. */
export const userModule = defineApiModule({
  name: 'user',
  directories: [
    { path: 'admin', titles: { 'en-US': 'Admins', 'zh-CN': '管理员' }, arcoIcon: 'IconUser', order: 4 },
    { path: 'moderator', titles: { 'en-US': 'Moderators', 'zh-CN': '主持人' }, arcoIcon: 'IconUserGroup', order: 5 },
    { path: 'client', titles: { 'en-US': 'Clients', 'zh-CN': '客户' }, arcoIcon: 'IconIdcard', order: 6 },
  ],
  menus: [
    {
      directory: 'admin',
      path: 'adminList',
      titles: { 'en-US': 'Admin List', 'zh-CN': '管理员列表' },
      name: 'AdminList',
      order: 1,
      operations: USER_OPERATIONS,
    },
    {
      directory: 'moderator',
      path: 'moderatorList',
      titles: { 'en-US': 'Moderator List', 'zh-CN': '主持人列表' },
      name: 'ModeratorList',
      order: 1,
    },
    { directory: 'client', path: 'clientList', titles: { 'en-US': 'Client List', 'zh-CN': '客户列表' }, name: 'ClientList', order: 1 },
  ],
  routes: (app, context) => userRoutes(app, { ...resourceDeps(context), throttle: context.throttle }),
});
