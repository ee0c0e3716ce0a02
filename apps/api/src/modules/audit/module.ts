// The audit log of writes and refusals (POST /api/admin/audit/*): a read-only declared list with export.
import { defineApiModule, resourceDeps } from '../api-module.js';
import { AUDIT_OPERATIONS } from './operations.js';
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
      operations: AUDIT_OPERATIONS,
    },
  ],
  routes: (app, context) => auditRoutes(app, resourceDeps(context)),
});
