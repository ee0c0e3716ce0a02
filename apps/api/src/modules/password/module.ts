// Changing one's own password (POST /api/admin/password/change), the Settings page "Reset Password".
import { defineApiModule } from '../api-module.js';
import { passwordRoutes } from './routes.js';

/** The password module. */
export const passwordModule = defineApiModule({
  name: 'password',
  menus: [
    {
      directory: 'setting',
      path: 'resetPassword',
      titles: { 'en-US': 'Change Password', 'zh-CN': '修改密码' },
      name: 'ResetPassword',
      order: 6,
    },
  ],
  routes: passwordRoutes,
});
