// Wire shapes of the audit log routes, each defined once as a TypeBox schema: Fastify validates and serialises
// with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import type { AuditLogTable } from '../../db/types.js';
import { CappedPageResult, DateTimeString, Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';

/** Largest page the list answers. */
export const MAX_PAGE_SIZE = 100;

/** How an audited action ended. */
export const outcome = StringEnum(['success', 'failure', 'denied'] as const satisfies readonly AuditLogTable['outcome'][]);

/** An audit entry as the console lists it; `at` is ISO-8601 UTC. */
export const itemSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actorUserId: Nullable(Type.Integer()),
  actorUsername: Nullable(Type.String()),
  /** Dotted verb, e.g. `land.login`, `role.add`. */
  action: Type.String(),
  target: Nullable(Type.String()),
  /** JSON text of extra facts, or null. */
  detail: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  outcome,
});
export type AuditItem = Static<typeof itemSchema>;

const filterProperties = {
  actor: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  target: Type.Optional(Type.String({ maxLength: 200 })),
  outcome: Type.Optional(outcome),
  from: Type.Optional(DateTimeString()),
  to: Type.Optional(DateTimeString()),
};

/** The audit list's filters without the page (an export's `query`). */
export const auditFilterSchema = Type.Object(filterProperties, { additionalProperties: false });
export type AuditFilterRequest = Static<typeof auditFilterSchema>;

/** Body of POST /api/admin/audit/list: `from` (inclusive) and `to` (exclusive) are ISO-8601 instants, compared in UTC. */
export const auditListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  ...filterProperties,
});
export type AuditListRequest = Static<typeof auditListBody>;

/** Result of POST /api/admin/audit/list. */
export const auditListResult = CappedPageResult(itemSchema);
export type AuditListResult = Static<typeof auditListResult>;

/** Result of POST /api/admin/audit/actions. */
export const auditActionsResult = Type.Array(Type.String());
export type AuditActionsResult = Static<typeof auditActionsResult>;
