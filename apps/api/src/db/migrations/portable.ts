// Column helpers for migrations that must compile to both SQLite and PostgreSQL.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/** True when the migration runs on PostgreSQL. */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key `id` (serial on PostgreSQL, AUTOINCREMENT on SQLite). */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Adds `created_at` and `updated_at` ISO-8601 text columns. */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** A CHECK expression restricting a text column to fixed values: `column in ('a', 'b')`. */
export function sqlIn(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/**
 * PostgreSQL: makes sure pg_trgm is installed, trying inside a savepoint (a failed CREATE EXTENSION would
 * abort the migration's transaction). False, with a warning naming `what` will walk, when it cannot be.
 *
 * @example
 * if (await ensurePgTrgm(db, 'the file keyword search')) await sql`create index ... gin_trgm_ops`.execute(db);
 */
export async function ensurePgTrgm(db: Kysely<unknown>, what: string): Promise<boolean> {
  await sql`savepoint ensure_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint ensure_pg_trgm`.execute(db);
    console.warn(`pg_trgm is not available (${(error as Error).message}); ${what} will scan`);
    return false;
  }
  await sql`release savepoint ensure_pg_trgm`.execute(db);
  return true;
}

/** An index a list walks in its order: `keys` (filter, sort column, id), then the columns its filters test. */
export interface WalkIndex {
  name: string;
  table: string;
  keys: readonly string[];
  tested: readonly string[];
}

/**
 * Creates a walk index: on SQLite the tested columns are trailing keys, on PostgreSQL INCLUDE columns; either
 * way a walk tests every filter on the index entry without reading the table (migrations 096, 098).
 *
 * @example
 * await createWalkIndex(db, { name: 'files_walk_created_idx', table: 'files', keys: ['created_at', 'id'], tested: ['clean_name', 'mime'] });
 */
export async function createWalkIndex(db: Kysely<unknown>, walk: WalkIndex): Promise<void> {
  if (isPostgres(db) && walk.tested.length > 0) {
    await sql`create index ${sql.id(walk.name)} on ${sql.table(walk.table)} (${sql.join(walk.keys.map((k) => sql.id(k)))})
      include (${sql.join(walk.tested.map((k) => sql.id(k)))})`.execute(db);
    return;
  }
  await db.schema
    .createIndex(walk.name)
    .on(walk.table)
    .columns([...walk.keys, ...walk.tested])
    .execute();
}

/**
 * Gives a cached list (a module's `cachedLists`) its list_versions row and the triggers that move it on every write
 * to `tables`, in the writing transaction, whoever writes (PostgreSQL: one statement trigger per table, using the
 * core's bump_list_versions). Trigger names carry the list, so several lists may watch one table.
 *
 * @example
 * await createListVersion(db, 'reportNotes', ['report_notes', 'users']);
 */
export async function createListVersion(db: Kysely<unknown>, list: string, tables: readonly string[]): Promise<void> {
  await sql`insert into list_versions (name, version) values (${list}, 1)`.execute(db);
  for (const table of tables) {
    const trigger = `${table}_${list}_version`;
    if (isPostgres(db)) {
      await sql`create trigger ${sql.id(trigger)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_list_versions(${sql.lit(list)})`.execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`${trigger}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update list_versions set version = version + 1 where name = ${sql.lit(list)}; end`.execute(db);
  }
}
