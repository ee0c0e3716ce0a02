// The permission tree: directories, menus and operations (POST /api/admin/permission/*). It owns the
// Settings directory, where the system's own pages sit.
import { defineApiModule, menuEntry } from '../api-module.js';
import { PERMISSION_OPERATIONS } from './operations.js';
import { permissionRoutes } from './routes.js';

/** The permission module. */
export const permissionModule = defineApiModule({
  name: 'permission',
  directories: [{ path: 'setting', titles: { 'en-US': 'Settings', 'zh-CN': '系统设置' }, arcoIcon: 'IconSettings', order: 10 }],
  menus: [menuEntry('setting/permission', 'Permission', 1, ['Permissions', '权限管理'], { operations: PERMISSION_OPERATIONS })],
  routes: permissionRoutes,
});
