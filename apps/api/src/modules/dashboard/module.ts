// The workplace's data overview and the table showcase's rows (POST /api/admin/dashboard/*).
import { defineApiModule, menuEntry } from '../api-module.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard module. */
export const dashboardModule = defineApiModule({
  name: 'dashboard',
  directories: [
    { path: 'dashboard', titles: { 'en-US': 'Dashboard', 'zh-CN': '仪表盘' }, arcoIcon: 'IconDashboard', order: 1 },
    { path: 'demo', titles: { 'en-US': 'Demo', 'zh-CN': '示例' }, arcoIcon: 'IconList', order: 9 },
  ],
  menus: [
    menuEntry('dashboard/workplace', 'Workplace', 1, ['Data Overview', '数据概览']),
    menuEntry('demo/demo-table', 'DemoTable', 1, ['Demo Table', '示例表格']),
  ],
  routes: dashboardRoutes,
});
