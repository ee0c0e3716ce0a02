// The audit log of writes and refusals (POST /api/admin/audit/*): a read-only declared list with export.
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { AUDIT_OPERATIONS } from './operations.js';
import { auditRoutes } from './routes.js';

/** The audit module. */
export const auditModule = defineApiModule({
  name: 'audit',
  menus: [menuEntry('setting/auditLog', 'AuditLog', 9, ['Audit Log', '审计日志'], { operations: AUDIT_OPERATIONS })],
  routes: (app, context) => auditRoutes(app, resourceDeps(context)),
});
