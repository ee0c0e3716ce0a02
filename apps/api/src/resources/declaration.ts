// A resource: the facts of one table that a module declares once (modules/<name>/resource.ts), from which the
// kernel's routes by call (routes.ts, bulk-route.ts, undo.ts, export-route.ts) answer list, detail, add, versioned
// update, delete, bulk, restore and export. The kernel knows no module: a declaration brings its own loaders and
// writers, and the codes it names are the module's own (typed by `Code`).
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { RecordScope } from '../auth/record-scope.js';
import type { AuthContext } from '../auth/types.js';
import type { Database } from '../db/types.js';
import type { RouteAccess } from '../http/access.js';
import type { TSchema } from '../http/schema-types.js';
import { exportColumnsOf, fieldsOf, type ExportColumn, type ExportSpec } from './export-columns.js';

/** The database a loader reads. */
export type ResourceDb = Kysely<Database>;
/** The transaction a writer writes in (the kernel opens it and records the audit entry in it). */
export type ResourceTrx = Transaction<Database>;

/** Who calls and when, as writers see it. */
export interface Caller {
  request: FastifyRequest;
  auth: AuthContext;
  /** The caller's record scope (null: every record their operations allow). */
  scope: RecordScope | null;
  at: Date;
}

/** What a write tells the audit entry beyond its action: the target (default `<name>:<id>`) and facts. */
export interface WriteNote {
  target?: string;
  detail?: Record<string, unknown>;
}

/** A bulk action besides delete (e.g. `status`): the operation it needs (by value) and the step for one record. */
export interface BulkAction<Rec, Code extends string> {
  /** The operation code the caller needs, for this action's `value`. */
  operation: (value: unknown) => Code;
  /** A value must be sent (400 naming `value` otherwise). */
  needsValue: boolean;
  /**
   * Changes one record (inside its savepoint); throws an ApiError to refuse it. What it returns tells the audit
   * entry of the single-record route (action-route.ts).
   */
  run: (trx: ResourceTrx, id: number, value: unknown, caller: Caller) => Promise<void | WriteNote>;
  /** Only for typing the record the action works on. */
  readonly record?: Rec;
}

/**
 * Soft delete with restore (resources/undo.ts): the column holding when a record was deleted, and what else a delete
 * and a restore do to the records' rows (e.g. set child rows aside and back), in their transaction.
 */
export interface SoftDelete {
  column: string;
  deleted?: (trx: ResourceTrx, ids: readonly number[]) => Promise<void>;
  restored?: (trx: ResourceTrx, ids: readonly number[]) => Promise<void>;
  /**
   * Refuses (an ApiError) to bring back a record the caller may not act on, e.g. an account above them that someone
   * else deleted; runs for each record in the restoring transaction, so one refusal restores nothing.
   */
  mayRestore?: (trx: ResourceTrx, id: number, caller: Caller) => Promise<void>;
}

/** The declaration of one resource; see {@link defineResource}. */
export interface ResourceDeclaration<Rec extends { id: number }, Code extends string> {
  /** URL prefix (`/api/admin/<name>/`), operation prefix and audit prefix. */
  name: string;
  /** Its table, whose `id` is the record's id. */
  table: string;
  /** The wire record (list items, detail, add and update answers). */
  record: TSchema;
  /** The record carries `updatedAt`, the version a stale edit is refused by (409). */
  versioned: boolean;
  /** 404 message for a record that is missing, deleted or outside the caller's scope. */
  notFound: string;
  /** The caller's record scope (none declared: every record their operations allow). */
  scope?: (auth: AuthContext) => RecordScope | null;
  /** Of `ids`, those in `scope` (deleted or not); required with `scope`. */
  scopeIds?: (db: ResourceDb, ids: readonly number[], scope: RecordScope) => Promise<number[]>;
  /** The module's operation codes (checked at start: every code the routes need must be one of them). */
  codes: readonly Code[];
  /** Access of the routes by verb; each defaults to `{ operation: '<name>:<verb>' }` (bulk, export: `<name>:list`; restore: `<name>:delete`). */
  access?: Partial<Record<'list' | 'detail' | 'add' | 'update' | 'delete' | 'restore' | 'bulk' | 'export', RouteAccess<Code>>>;
  /** Audit actions by verb; each defaults to `<name>.<verb>`. */
  audit?: Partial<Record<'add' | 'update' | 'delete' | 'restore' | 'bulk' | 'export', string>>;
  /** Soft delete with restore (resources/undo.ts); see {@link SoftDelete}. */
  softDelete?: SoftDelete;
  list: {
    /** The list route's summary (default `List <name> records`). */
    summary?: string;
    /** Body of /list: page and filters. */
    body: TSchema;
    result: TSchema;
    /** The list's filters and sort without the page (bulk's `allMatching`, export's `query`). */
    filter: TSchema;
    /** One page as /list answers it. */
    load: (db: ResourceDb, body: Record<string, unknown>, scope: RecordScope | null) => Promise<{ list: Rec[] }>;
    /**
     * The matches of `filter` in the list's order, a page at a time, at most `limit` records (export, bulk
     * `allMatching`); without it the kernel pages through `load`.
     */
    pages?: (db: ResourceDb, filter: Record<string, unknown>, scope: RecordScope | null, limit: number) => AsyncIterable<Rec[]>;
  };
  /** One record, or undefined when missing, deleted or outside `scope`. */
  detail: (db: ResourceDb, id: number, scope: RecordScope | null) => Promise<Rec | undefined>;
  add?: { body: TSchema; summary: string; write: (trx: ResourceTrx, body: never, caller: Caller) => Promise<{ id: number } & WriteNote> };
  update?: { body: TSchema; summary: string; write: (trx: ResourceTrx, id: number, body: never, caller: Caller) => Promise<WriteNote> };
  remove?: {
    summary: string;
    /** Refuses to delete a record (an ApiError, e.g. 409 in use, or 403 for a caller who may not); runs in the deleting transaction. */
    check?: (trx: ResourceTrx, id: number, caller: Caller) => Promise<WriteNote | void>;
    /** Removes the records for good (with softDelete: once their undo window is past). */
    purge: (trx: ResourceTrx, ids: readonly number[]) => Promise<void>;
  };
  /** Bulk actions besides `delete`, by name. */
  actions?: Record<string, BulkAction<Rec, Code>>;
  /** The value schema bulk actions take (e.g. a status). */
  actionValue?: TSchema;
  /** The columns an export may write, and its file's name before the date (default: the resource's name). */
  export?: { columns: readonly ExportColumn<Rec>[]; fileName?: string };
}

/**
 * A declaration as a module writes it: what the kernel derives is left out. `versioned` is whether the record has
 * `updatedAt`; the 404 message is `<label> not found` ('Not found' without a label); soft delete stamps `deleted_at`
 * unless it names its column (`softDelete: true` when it does nothing more); the export names fields of the record
 * (export-columns.ts).
 */
export type ResourceSpec<Rec extends { id: number }, Code extends string> = Omit<
  ResourceDeclaration<Rec, Code>,
  'versioned' | 'notFound' | 'softDelete' | 'export'
> & {
  /** What one record is called in messages, e.g. 'Agreement' (404 'Agreement not found'). */
  label?: string;
  softDelete?: true | (Omit<SoftDelete, 'column'> & { column?: string });
  export?: ExportSpec<Rec>;
};

/** The column a soft delete stamps unless the declaration names another. */
const DELETED_AT = 'deleted_at';

/**
 * Declares a resource in its module's folder, deriving what the kernel can (see {@link ResourceSpec}); throws at
 * start on a scope without `scopeIds` or an export column it cannot write. `resourceRoutes` (routes.ts) then
 * registers its routes.
 *
 * @example
 * export const questionResource = defineResource<QuestionRecord, (typeof QUESTION_OPERATIONS)[number]>({
 *   name: 'question', label: 'Question', table: 'questions', record: questionRecord, codes: QUESTION_OPERATIONS,
 *   softDelete: true,
 *   list: { body: questionListBody, result: questionListResult, filter: questionFilter, load: listQuestions },
 *   detail: findQuestion,
 *   export: { columns: ['id', 'text', 'status'], titles: { text: ['Text', '题目'] } },
 * });
 */
export function defineResource<Rec extends { id: number }, const Code extends string>(
  spec: ResourceSpec<Rec, Code>,
): ResourceDeclaration<Rec, Code> {
  const { label, softDelete, export: exported, ...declared } = spec;
  if (declared.scope && !declared.scopeIds) throw new Error(`resource ${declared.name}: a scope needs scopeIds`);
  return {
    ...declared,
    versioned: 'updatedAt' in fieldsOf(declared.record),
    notFound: label ? `${label} not found` : 'Not found',
    ...(softDelete ? { softDelete: { column: DELETED_AT, ...(softDelete === true ? {} : softDelete) } } : {}),
    ...(exported ? { export: { columns: exportColumnsOf(declared.name, declared.record, exported), fileName: exported.fileName } } : {}),
  };
}

/** The access of a resource's route for `verb`, checked against the codes the module declares. */
export function accessOf<Rec extends { id: number }, Code extends string>(
  resource: ResourceDeclaration<Rec, Code>,
  verb: keyof NonNullable<ResourceDeclaration<Rec, Code>['access']>,
): RouteAccess<Code> {
  const fallback = verb === 'bulk' || verb === 'export' ? 'list' : verb === 'restore' ? 'delete' : verb;
  const access = resource.access?.[verb] ?? { operation: `${resource.name}:${fallback}` as Code };
  if ('operation' in access && !resource.codes.includes(access.operation)) {
    throw new Error(`resource ${resource.name}: ${verb} needs ${access.operation}, which the module does not declare`);
  }
  return access;
}

/** The audit action of `verb`. */
export function auditAction(resource: { name: string; audit?: Partial<Record<string, string>> }, verb: string): string {
  return resource.audit?.[verb] ?? `${resource.name}.${verb}`;
}
