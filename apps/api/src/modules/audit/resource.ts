// The audit log as a read-only declared list (resources/declaration.ts): the kernel answers its list and its export
// (CSV or XLSX of the filtered view, formula cells escaped, capped and itself audited); nothing writes it by route.
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { auditFilterOf } from './filter.js';
import { AUDIT_OPERATIONS } from './operations.js';
import { findAuditEntry, listAudit } from './queries.js';
import { auditFilterSchema, auditListBody, auditListResult, itemSchema, type AuditItem, type AuditListRequest } from './schemas.js';

const column = exportColumn<AuditItem>;

/** The columns an audit export can write, in their default order (keys as the console's columns). */
const AUDIT_EXPORT_COLUMNS = [
  column('at', 'Time (UTC)', '时间（UTC）', (e) => e.at),
  column('actorUsername', 'Actor', '操作人', (e) => e.actorUsername),
  column('action', 'Action', '操作', (e) => e.action),
  column('target', 'Target', '对象', (e) => e.target),
  column('outcome', 'Outcome', '结果', (e) => e.outcome),
  column('ip', 'IP', 'IP', (e) => e.ip),
  column('detail', 'Detail', '详情', (e) => e.detail),
];

/** Audit entries: POST /api/admin/audit/{list,export} (routes.ts registers those two only). */
export const auditResource = defineResource<AuditItem, (typeof AUDIT_OPERATIONS)[number]>({
  name: 'audit',
  table: 'audit_log',
  record: itemSchema,
  versioned: false,
  notFound: 'Not found',
  codes: AUDIT_OPERATIONS,
  list: {
    body: auditListBody,
    result: auditListResult,
    filter: auditFilterSchema,
    load: async (db, body) => {
      const { current = 1, pageSize = 20, ...filter } = body as AuditListRequest;
      const page = await listAudit(db, auditFilterOf(filter), { current, pageSize });
      return { ...page, current, pageSize };
    },
  },
  detail: (db, id) => findAuditEntry(db, id),
  export: { columns: AUDIT_EXPORT_COLUMNS, fileName: 'audit-log' },
});
