// The audit log as a read-only declared list (resources/declaration.ts): the kernel answers its list and its export
// (CSV or XLSX of the filtered view, formula cells escaped, capped and itself audited); nothing writes it by route.
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { auditFilterOf } from './filter.js';
import { AUDIT_OPERATIONS } from './operations.js';
import { findAuditEntry, listAudit } from './queries.js';
import { auditFilterSchema, auditListBody, auditListResult, itemSchema, type AuditFilterRequest, type AuditItem } from './schemas.js';

/** Audit entries: POST /api/admin/audit/{list,export} (routes.ts registers those two only). */
export const auditResource = defineResource<AuditItem, (typeof AUDIT_OPERATIONS)[number]>({
  name: 'audit',
  table: 'audit_log',
  record: itemSchema,
  codes: AUDIT_OPERATIONS,
  list: {
    body: auditListBody,
    result: auditListResult,
    filter: auditFilterSchema,
    load: pagedLoad((db, filter: AuditFilterRequest, page) => listAudit(db, auditFilterOf(filter), page)),
  },
  detail: (db, id) => findAuditEntry(db, id),
  // Keys as the console's columns.
  export: {
    columns: {
      at: ['Time (UTC)', '时间（UTC）'],
      actorUsername: ['Actor', '操作人'],
      action: ['Action', '操作'],
      target: ['Target', '对象'],
      outcome: ['Outcome', '结果'],
      ip: true,
      detail: ['Detail', '详情'],
    },
    fileName: 'audit-log',
  },
});
