// Changing one's own password (POST /api/admin/password/change), the Settings page "Reset Password".
import { defineApiModule, menuEntry } from '../api-module.js';
import { passwordRoutes } from './routes.js';

/** The password module. */
export const passwordModule = defineApiModule({
  name: 'password',
  menus: [menuEntry('setting/resetPassword', 'ResetPassword', 6, ['Change Password', '修改密码'])],
  routes: passwordRoutes,
});
