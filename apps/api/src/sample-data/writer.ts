// Where seeded rows go. The sample data set writes through the server's Kysely transaction
// (kyselyRowWriter); the benchmarks' seeder writes through its bulk writers (bench/seed-writers.mjs),
// which have the same `insert`. Both hand their tables to writeTables, in dependency order.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/migrations/portable.js';
import type { Database } from '../db/types.js';

/** Inserts rows into a table; every row of one call has the same columns. */
export interface RowWriter {
  insert(table: string, rows: readonly object[]): Promise<void>;
}

/** Rows per table, written in key order (parents before children). */
export type TableRows = Record<string, readonly object[]>;

/**
 * Writes every table of `tables` in order and answers how many rows each got.
 *
 * @example
 * await writeTables(kyselyRowWriter(trx), { projects: [...], project_sessions: [...] });
 */
export async function writeTables(writer: RowWriter, tables: TableRows): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of Object.entries(tables)) {
    await writer.insert(table, rows);
    counts[table] = (counts[table] ?? 0) + rows.length;
  }
  return counts;
}

/** Bound parameters per INSERT, under both SQLite's (32,766) and PostgreSQL's (65,535) limits. */
const MAX_PARAMETERS = 30_000;

/** A {@link RowWriter} over a Kysely connection or transaction: multi-row INSERTs within the parameter limit. */
export function kyselyRowWriter(db: Kysely<Database>): RowWriter {
  return {
    async insert(table, rows) {
      const first = rows[0];
      if (first === undefined) return;
      const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
      for (let from = 0; from < rows.length; from += perStatement) {
        // The table name is dynamic here; the builders of each table give its rows their typed shape.
        await db
          .insertInto(table as keyof Database)
          .values(rows.slice(from, from + perStatement) as never)
          .execute();
      }
    },
  };
}

/**
 * After rows were written with explicit ids: on PostgreSQL moves each table's id sequence past its
 * largest id, so the next row the console adds gets a free id (SQLite's AUTOINCREMENT follows by itself).
 */
export async function alignIdSequences(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(db);
  }
}
