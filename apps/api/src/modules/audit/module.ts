// The audit log of writes and refusals (POST /api/admin/audit/*).
import { defineApiModule, operationCodes } from '../api-module.js';
import { auditRoutes } from './routes.js';

/** The audit module. */
export const auditModule = defineApiModule({
  name: 'audit',
  menus: [
    {
      directory: 'setting',
      path: 'auditLog',
      titles: { 'en-US': 'Audit Log', 'zh-CN': '审计日志' },
      name: 'AuditLog',
      order: 9,
      operations: operationCodes('audit', ['list']),
    },
  ],
  routes: auditRoutes,
});
