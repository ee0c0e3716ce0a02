// The API's one rule for updates: a field the caller leaves out keeps its stored value; a field sent as
// null, '' or [] is cleared. Another team's script, or an older console that does not know a newer field,
// can then never wipe data it did not mention.
import { sql, type Kysely } from 'kysely';
import type { TObjectOptions, TProperties } from 'typebox';
import type { Database } from '../db/types.js';
import { staleEdit } from './errors.js';
import { Type, type TSchema } from './schema-types.js';

/**
 * The record after an update: `changes` over `current`, where an omitted (undefined) field keeps its value.
 *
 * @example
 * keepOmitted({ name: 'A', description: 'kept' }, { name: 'B' }); // { name: 'B', description: 'kept' }
 */
export function keepOmitted<T extends object>(current: T, changes: Partial<T>): T {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes) as [keyof T, T[keyof T] | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** The fields of an update body that name the record and its version; never filled from the stored record. */
export const UPDATE_KEYS: readonly string[] = ['id', 'userId', 'updatedAt'];

/**
 * The `updatedAt` a write may carry: the record's version when the editor loaded it (optional; without it the last
 * write wins). {@link holdVersion} checks it.
 *
 * @example
 * export const roleAssignPermissionsBody = Type.Object({ id, permissionIds, updatedAt: loadedVersion });
 */
export const loadedVersion = Type.Optional(Type.String({ maxLength: 40 }));

/**
 * The body schema of an update under this rule, for a record that carries a version: the record's `id` (required),
 * each of `fields` optional (left out, it keeps its stored value), and the `updatedAt` the editor loaded (a newer
 * stored one refuses the update with 409).
 *
 * @example
 * export const roleUpdateBody = versionedUpdateBody(id, roleFields, { additionalProperties: false });
 */
export function versionedUpdateBody<Id extends TSchema, Fields extends TProperties>(id: Id, fields: Fields, options?: TObjectOptions) {
  return Type.Object({ id, ...Type.Partial(Type.Object(fields)).properties, updatedAt: loadedVersion }, options);
}

/** The 409 message of an update made from an older version of a record (`updatedAt` sent back is not the stored one). */
export const STALE_RECORD = 'This record was changed by someone else since you opened it. Reload it to see the changes, then edit again.';

/**
 * Tables whose `updated_at` is the version an update may carry: every table of the schema with an `id` and an
 * `updated_at`, read off `Database` (which each module's `tables.ts` extends), so a new module's versioned table
 * is one without editing this file.
 */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; updated_at: string } ? T : never;
}[keyof Database];

/**
 * Inside the transaction that edits a record: refuses the edit (409, {@link STALE_RECORD}) when the record's
 * `updated_at` is no longer `expected`, the version the editor loaded, and otherwise holds the record until the
 * transaction ends, so that no other edit slips in between this check and the write (a no-op UPDATE: a row lock
 * on PostgreSQL, where a concurrent edit that committed first makes it match nothing; on SQLite the transaction
 * already has the database to itself). Without `expected` (a caller that sends no version) the last edit wins;
 * a record that does not exist passes, for the caller to answer 404.
 *
 * @example
 * await ctx.db.transaction().execute(async (trx) => {
 *   await holdVersion(trx, 'roles', id, body.updatedAt);
 *   await trx.updateTable('roles').set({ name, updated_at: now }).where('id', '=', id).execute();
 * });
 */
export async function holdVersion(trx: Kysely<Database>, table: VersionedTable, id: number, expected: string | undefined): Promise<void> {
  if (expected === undefined) return;
  const held = await sql`update ${sql.table(table)} set updated_at = updated_at where id = ${id} and updated_at = ${expected}`.execute(trx);
  if (Number(held.numAffectedRows ?? 0) > 0) return;
  // No such record is the caller's 404 to answer, not a stale edit.
  const exists = await sql`select 1 as found from ${sql.table(table)} where id = ${id}`.execute(trx);
  if (exists.rows.length > 0) throw staleEdit(STALE_RECORD);
}
