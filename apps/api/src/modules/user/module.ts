// Staff accounts: admins, moderators and clients (POST /api/admin/user/*), each kind with its own list page.
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
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
    menuEntry('admin/adminList', 'AdminList', 1, ['Admin List', '管理员列表'], { operations: USER_OPERATIONS }),
    menuEntry('moderator/moderatorList', 'ModeratorList', 1, ['Moderator List', '主持人列表']),
    menuEntry('client/clientList', 'ClientList', 1, ['Client List', '客户列表']),
  ],
  routes: (app, context) => userRoutes(app, { ...resourceDeps(context), throttle: context.throttle }),
});
