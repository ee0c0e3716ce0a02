// The schema of a database as sorted text lines, so two databases built by different migrations (the full
// history, a baseline) can be compared with one `toEqual`: tables with their columns and foreign keys, indexes,
// triggers, FTS tables on SQLite; constraints, indexes (pg_indexes), triggers and functions on PostgreSQL.
// Kysely's own record of the migrations that ran is left out (it names them, which is what differs).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/migrations/portable.js';

/** Collapses whitespace and case so a statement's layout does not count. */
const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Kysely's migration tables. */
const isMigrationRecord = (name: string) => name.startsWith('kysely_migration');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
async function sqliteSnapshot(db: Kysely<any>): Promise<string[]> {
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%'`.execute(db);
  const lines: string[] = [];
  for (const o of objects.rows.filter((r) => !isMigrationRecord(r.tbl_name))) {
    if (o.type !== 'table' || normal(o.sql).startsWith('create virtual table')) {
      lines.push(`${o.type} ${o.name} on ${o.tbl_name}: ${normal(o.sql)}`);
      continue;
    }
    lines.push(`table ${o.name}`);
    const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${o.name})`.execute(db);
    for (const c of columns.rows)
      lines.push(`column ${o.name}.${c.name} ${normal(c.type)} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`);
    const keys = await sql<{ from: string; table: string; to: string | null; on_delete: string }>`
      select "from", "table", "to", on_delete from pragma_foreign_key_list(${o.name})`.execute(db);
    for (const k of keys.rows) lines.push(`foreign key ${o.name}.${k.from} -> ${k.table}.${k.to} on delete ${k.on_delete}`);
  }
  return lines.sort();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
async function postgresSnapshot(db: Kysely<any>): Promise<string[]> {
  const lines = await sql<{ line: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' nullable=' || is_nullable
      || ' default=' || coalesce(column_default, '') || ' generated=' || coalesce(generation_expression, '') as line
      from information_schema.columns where table_schema = 'public'
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'index ' || indexname || ': ' || indexdef from pg_indexes where schemaname = 'public'
    union all
    select 'trigger ' || tgname || ': ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    union all
    select 'function ' || p.proname || ': ' || pg_get_functiondef(p.oid)
      from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db);
  return lines.rows
    .map((r) => normal(r.line))
    .filter((line) => !/kysely_migration/.test(line))
    .sort();
}

/**
 * The schema of `db` as sorted lines (see the top of this file for what they cover).
 *
 * @example
 * expect(await schemaSnapshot(fromBaseline)).toEqual(await schemaSnapshot(fromHistory));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function schemaSnapshot(db: Kysely<any>): Promise<string[]> {
  return isPostgres(db) ? postgresSnapshot(db) : sqliteSnapshot(db);
}
