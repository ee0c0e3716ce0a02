// Wire shapes of the routes every declared resource gets (bulk, restore, export, the undoable delete), each
// defined once as a TypeBox schema; their types reach the console through contract.ts.
import { StringEnum, Type, type Static, type TSchema } from '../http/schema-types.js';

/** Most ids one bulk or restore call names, and most records an `allMatching` bulk call may reach. */
export const BULK_MAX_IDS = 1000;
/** Most columns an export may name. */
const EXPORT_MAX_COLUMNS = 100;

const id = Type.Integer({ minimum: 1 });
const ids = Type.Array(id, { minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true });

/**
 * Body of POST /api/admin/<name>/bulk for a resource whose list filters are `filter` and whose action values are
 * `value`: exactly one of `ids` or `allMatching` (checked by the route, whose 400 names the field). The 1,000 bound
 * on `ids` is checked by the route too (its 400 names `ids` and the limit), so the schema caps it far above.
 */
export function bulkBody<A extends string, F extends TSchema, V extends TSchema>(actions: readonly A[], filter: F, value: V) {
  return Type.Object(
    {
      action: StringEnum(actions),
      ids: Type.Optional(ids),
      allMatching: Type.Optional(filter),
      value: Type.Optional(value),
      versions: Type.Optional(
        Type.Array(Type.Object({ id, updatedAt: Type.String({ maxLength: 40 }) }, { additionalProperties: false }), {
          maxItems: BULK_MAX_IDS,
        }),
      ),
    },
    { additionalProperties: false },
  );
}

/** A record a bulk call did not change, and why (404 not found or outside your scope, 409 in use or stale, 400...). */
export const bulkRefusalSchema = Type.Object({ id: Type.Integer(), code: Type.Integer(), message: Type.String() });
/** One record's refusal in a bulk answer. */
export type BulkRefusal = Static<typeof bulkRefusalSchema>;

/** Answer of POST /api/admin/<name>/bulk: the ids done and each refusal; `undoUntil` when deleted records can be restored. */
export const bulkResultSchema = Type.Object({
  done: Type.Array(Type.Integer()),
  refused: Type.Array(bulkRefusalSchema),
  undoUntil: Type.Optional(Type.String()),
});
/** Answer of a bulk call. */
export type BulkResult = Static<typeof bulkResultSchema>;

/** Body of a bulk call (the filter and value as `unknown`: each resource declares its own). */
export interface BulkRequest<Action extends string = string, Filter = unknown, Value = unknown> {
  action: Action;
  ids?: number[];
  allMatching?: Filter;
  value?: Value;
  versions?: { id: number; updatedAt: string }[];
}

/** Answer of an undoable delete: until when POST .../restore brings the record back (ISO time). */
export const undoableDeleteSchema = Type.Object({ undoUntil: Type.String() });
/** Answer of an undoable delete. */
export type UndoableDelete = Static<typeof undoableDeleteSchema>;

/** Body of POST /api/admin/<name>/restore. */
export const restoreBody = Type.Object({ ids }, { additionalProperties: false });
/** Body of a restore call. */
export type RestoreRequest = Static<typeof restoreBody>;
/** Answer of POST /api/admin/<name>/restore: the records brought back. */
export const restoreResultSchema = Type.Object({ restored: Type.Array(Type.Integer()) });
/** Answer of a restore call. */
export type RestoreResult = Static<typeof restoreResultSchema>;

/** The formats an export writes. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** A format an export writes. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Body of POST /api/admin/<name>/export for a list whose filters and sort are `query`, with the columns it can write. */
export function exportBody<Q extends TSchema>(query: Q, columns: readonly string[]) {
  return Type.Object(
    {
      format: StringEnum(EXPORT_FORMATS),
      query: Type.Optional(query),
      columns: Type.Optional(Type.Array(StringEnum(columns), { minItems: 1, maxItems: EXPORT_MAX_COLUMNS, uniqueItems: true })),
    },
    { additionalProperties: false },
  );
}

/** Body of an export call (the query as each resource declares it). */
export interface ExportRequest<Query = unknown> {
  format: ExportFormat;
  query?: Query;
  columns?: string[];
}
