// The workplace's data overview and the table showcase's rows (POST /api/admin/dashboard/*).
import { defineApiModule } from '../api-module.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard module. */
export const dashboardModule = defineApiModule({
  name: 'dashboard',
  directories: [
    { path: 'dashboard', titles: { 'en-US': 'Dashboard', 'zh-CN': '仪表盘' }, arcoIcon: 'IconDashboard', order: 1 },
    { path: 'demo', titles: { 'en-US': 'Demo', 'zh-CN': '示例' }, arcoIcon: 'IconList', order: 9 },
  ],
  menus: [
    { directory: 'dashboard', path: 'workplace', titles: { 'en-US': 'Data Overview', 'zh-CN': '数据概览' }, name: 'Workplace', order: 1 },
    { directory: 'demo', path: 'demo-table', titles: { 'en-US': 'Demo Table', 'zh-CN': '示例表格' }, name: 'DemoTable', order: 1 },
  ],
  routes: dashboardRoutes,
});
