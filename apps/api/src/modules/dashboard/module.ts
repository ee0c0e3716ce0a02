// The workplace's data overview and the table showcase's rows (POST /api/admin/dashboard/*).
import { defineApiModule } from '../api-module.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard module. */
export const dashboardModule = defineApiModule({
  name: 'dashboard',
  directories: [
    { path: 'dashboard', arcoIcon: 'IconDashboard', order: 1 },
    { path: 'demo', arcoIcon: 'IconList', order: 9 },
  ],
  menus: [
    { directory: 'dashboard', path: 'workplace', name: 'Workplace', order: 1 },
    { directory: 'demo', path: 'demo-table', name: 'DemoTable', order: 1 },
  ],
  routes: dashboardRoutes,
});
