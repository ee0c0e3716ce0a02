// Bulk writers for bench/seed.mjs: batched inserts inside transactions, with better-sqlite3 prepared
// statements for SQLite and multi-row INSERTs for PostgreSQL. Both take rows as plain objects and are
// RowWriters of the server's sample data (apps/api/src/sample-data/writer.ts), whose writeTables
// writes a chunk of tables through them as it writes the sample data set through Kysely.
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));

/** Writes rows per table, in key order, through a writer; answers the rows written per table. */
export const { writeTables } = await tsImport('../apps/api/src/sample-data/writer.ts', import.meta.url);
/** The FTS5 tables of a SQLite database, as the server's upkeep finds them. */
const { fts5Tables } = await tsImport('../apps/api/src/lists/search-index/search-index-upkeep.ts', import.meta.url);

/**
 * @typedef {object} Writer a RowWriter (apps/api/src/sample-data/writer.ts) that can also query and finish
 * @property {(table: string, rows: object[]) => Promise<void>} insert inserts rows (all with the same keys)
 * @property {(work: () => Promise<void>) => Promise<void>} transaction runs `work` in one transaction
 * @property {(sql: string) => Promise<object[]>} query runs a statement and returns its rows
 * @property {() => Promise<void>} finish updates the planner statistics (and id sequences) and closes
 */

/** The tables bench/seed.mjs fills with hundreds of thousands of rows. */
const BULK_TABLES = ['projects', 'project_moderators', 'project_members', 'project_sessions', 'session_participants', 'audit_log', 'files'];

/** @returns {Writer} */
export function sqliteWriter(file) {
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = ON');
  // The big tables are loaded without their secondary indexes and triggers (FTS sync, list versions), which are
  // put back once at the end: building an index once is several times faster than keeping it through a million
  // inserts. finish() re-creates them as the migrations wrote them, rebuilds the FTS tables from their content
  // and moves every list version, as the triggers would have.
  const deferred = db
    .prepare(
      `select type, name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null and tbl_name in (${BULK_TABLES.map(() => '?').join(', ')}) order by type`,
    )
    .all(...BULK_TABLES);
  for (const { type, name } of deferred) db.exec(`drop ${type} "${name}"`);
  const statements = new Map();
  const statementFor = (table, columns) => {
    const key = `${table}:${columns.join(',')}`;
    if (!statements.has(key)) {
      statements.set(key, db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`));
    }
    return statements.get(key);
  };
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const statement = statementFor(table, Object.keys(rows[0]));
      for (const row of rows) statement.run(row);
    },
    async transaction(work) {
      db.exec('begin');
      try {
        await work();
        db.exec('commit');
      } catch (error) {
        db.exec('rollback');
        throw error;
      }
    },
    async query(sql) {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all() : (statement.run(), []);
    },
    async finish() {
      for (const { sql } of deferred) db.exec(sql);
      db.exec('update list_versions set version = version + 1');
      // session_viewers is derived schema (apps/api/src/db/derived-schema.ts), whose triggers were dropped above:
      // forgetting what the server made has its next start make it again and fill it from the seeded rows.
      db.exec('delete from derived_schema');
      // Each FTS5 keyword index rebuilt from its table ('rebuild' writes many segments), then merged into one
      // ('optimize'), as the server's upkeep (apps/api/src/lists/search-index/search-index-upkeep.ts) leaves an installation a
      // while after a bulk load.
      for (const name of fts5Tables(db)) {
        db.prepare(`insert into "${name}" ("${name}") values ('rebuild')`).run();
        db.prepare(`insert into "${name}" ("${name}") values ('optimize')`).run();
      }
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/** @returns {Promise<Writer>} */
export async function postgresWriter(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const MAX_PARAMETERS = 60_000;
  // As on SQLite, the big tables are loaded without their secondary indexes (GIN trigram indexes above all: kept
  // through a million inserts they made a 1M seed take most of an hour); finish() builds each once, as the
  // migrations wrote it. Indexes that back a constraint (primary keys, unique keys) stay. Triggers stay: on
  // PostgreSQL they keep derived columns the lists read.
  const { rows: deferred } = await client.query(
    `select i.indexname as name, i.indexdef as sql from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const { name } of deferred) await client.query(`drop index "${name}"`);
  // Derived schema (apps/api/src/db/derived-schema.ts: session_viewers and the triggers that keep it, run for every
  // session, moderator and member row) is dropped by the statements its record keeps, and the record forgotten: the
  // next start of the server makes it again and fills it from the seeded rows, as on SQLite.
  for (const { drops } of (await client.query('select drops from derived_schema')).rows) {
    for (const statement of JSON.parse(drops)) await client.query(statement);
  }
  await client.query('delete from derived_schema');
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      for (let from = 0; from < rows.length; from += perStatement) {
        const batch = rows.slice(from, from + perStatement);
        const values = [];
        const tuples = batch.map(
          (row, r) => `(${columns.map((c, k) => (values.push(row[c]), `$${r * columns.length + k + 1}`)).join(', ')})`,
        );
        await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
      }
    },
    async transaction(work) {
      await client.query('begin');
      try {
        await work();
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async query(sql) {
      return (await client.query(sql)).rows;
    },
    async finish() {
      await client.query("set maintenance_work_mem = '256MB'");
      for (const { sql } of deferred) await client.query(sql);
      for (const table of ['projects', 'project_sessions', 'session_participants']) {
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`);
      }
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}
