// JSON schemas and wire types of the audit log routes.
import type { AuditFilter, AuditItem } from './queries.js';

export type { AuditItem } from './queries.js';

/** Largest page the list answers. */
export const MAX_PAGE_SIZE = 100;

/** Body of POST /api/admin/audit/list: `from` (inclusive) and `to` (exclusive) are ISO-8601 instants, compared in UTC. */
export type AuditListRequest = AuditFilter & { current?: number; pageSize?: number };
/** Result of POST /api/admin/audit/list. */
export interface AuditListResult {
  list: AuditItem[];
  /** Matching entries, counted up to five pages past this one. */
  total: number;
  /** True when more than `total` match. */
  totalCapped: boolean;
  current: number;
  pageSize: number;
}
/** Result of POST /api/admin/audit/actions. */
export type AuditActionsResult = string[];

const nullableString = { type: ['string', 'null'] };
/** How an audited action ended. */
export const outcome = { type: 'string', enum: ['success', 'failure', 'denied'] };
/** One audit entry. */
export const itemSchema = {
  type: 'object',
  required: ['id', 'at', 'actorUserId', 'actorUsername', 'action', 'target', 'detail', 'ip', 'outcome'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    actorUserId: { type: ['integer', 'null'] },
    actorUsername: nullableString,
    action: { type: 'string' },
    target: nullableString,
    detail: nullableString,
    ip: nullableString,
    outcome,
  },
};
