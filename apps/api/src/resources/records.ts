// The kernel's reads and writes of any declared resource's table: which of some ids the caller may touch, the
// savepoint a bulk call runs each record in, and the run of a write with its audit entry.
import { sql } from 'kysely';
import type { RecordScope } from '../auth/record-scope.js';
import { recordWrite } from '../audit/record.js';
import { isUniqueViolation, uniqueViolationColumns } from '../db/unique-violation.js';
import { ApiError, Code } from '../http/errors.js';
import type { Caller, ResourceDb, ResourceDeclaration, ResourceTrx, WriteNote } from './declaration.js';
import { auditAction } from './declaration.js';

/** What the routes of a resource are built with. */
export interface ResourceDeps {
  db: ResourceDb;
  now: () => Date;
  /** Seconds a delete can be undone (UNDO_SECONDS, default 10). */
  undoSeconds?: number;
  /** Most rows one export writes (EXPORT_MAX_ROWS, default 100,000). */
  exportMaxRows?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declared resource's record
export type AnyResource = ResourceDeclaration<any, string>;

/** Of `ids`, those that exist (and, with soft delete, are `deleted` or not) and lie in `scope`. */
export async function visibleIds(
  db: ResourceDb,
  resource: AnyResource,
  ids: readonly number[],
  scope: RecordScope | null,
  deleted = false,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const column = resource.softDelete?.column;
  const state = column ? sql` and ${sql.ref(column)} is ${deleted ? sql`not null` : sql`null`}` : sql``;
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(resource.table)} where id in (${sql.join(ids)})${state}`.execute(
    db,
  );
  const found = rows.map((r) => Number(r.id));
  if (!scope || !resource.scopeIds) return new Set(found);
  return new Set(await resource.scopeIds(db, found, scope));
}

/** The caller of a request, with the resource's record scope. */
export function callerOf(resource: AnyResource, request: Caller['request'], at: Date): Caller {
  const auth = request.auth!;
  return { request, auth, scope: resource.scope ? resource.scope(auth) : null, at };
}

/** Records the audit entry of `verb` for one record (or the call) in the write's transaction. */
export async function auditIn(
  trx: ResourceTrx,
  resource: AnyResource,
  verb: string,
  caller: Caller,
  id: number | null,
  note: WriteNote | void,
) {
  await recordWrite(
    trx,
    caller.request,
    {
      action: auditAction(resource, verb),
      target: note?.target ?? (id === null ? resource.name : `${resource.name}:${id}`),
      ...(note?.detail ? { detail: note.detail } : {}),
    },
    caller.at,
  );
}

/** 409 naming the field(s) of the unique key a write ran into, in wire names (`dict_id` is `dictId`). */
function duplicateKey(error: unknown): ApiError {
  const fields = uniqueViolationColumns(error).map((column) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()));
  if (fields.length === 0) return new ApiError(Code.conflict, 'That record already exists');
  return new ApiError(Code.conflict, `A record with this ${fields.join(' and ')} already exists`, { field: fields.at(-1) });
}

/**
 * Runs `write` in a transaction of `db`; a unique key another write took meanwhile (two adds of one code at once, past
 * the writer's own check) rolls it back and answers 409 naming the key's field, not 500.
 */
export async function keyedWrite<T>(db: ResourceDb, write: (trx: ResourceTrx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateKey(error) : error;
  }
}

let savepoints = 0;

/**
 * Runs `step` in a savepoint of `trx`: an error rolls back what it wrote and is returned (the transaction goes on);
 * undefined when the step succeeded.
 */
export async function inSavepoint(trx: ResourceTrx, step: () => Promise<void>): Promise<unknown> {
  const name = sql.raw(`resource_item_${++savepoints % 1_000_000}`);
  await sql`savepoint ${name}`.execute(trx);
  try {
    await step();
    await sql`release savepoint ${name}`.execute(trx);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    await sql`release savepoint ${name}`.execute(trx);
    return error;
  }
}
