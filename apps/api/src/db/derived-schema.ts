// Schema derived from a run-time declaration (e.g. the triggers that keep session_viewers by the record-scope
// rule, auth/session-viewers-schema.ts). A migration is history and may not import the declaration, so such
// objects are not migrations: the server re-creates one at start whenever the statements its declaration makes
// differ from those it last ran (their hash, kept in derived_schema, migration 126), dropping what it made
// before. Unchanged, a start only reads one row per object. Several servers starting at once take turns: the
// work runs in one transaction that first takes the write lock (SQLite) or an advisory lock (PostgreSQL).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/portable.js';

/** Schema objects kept in step with a declaration; a module lists its own (ApiModule.derivedSchema). */
export interface DerivedSchema {
  /** Its key in derived_schema. */
  name: string;
  /** The statements that create the objects (and fill what they keep) on this engine. */
  create: (postgres: boolean) => string[];
  /** Statements that drop the objects, run when no earlier run is recorded (each tolerates a missing object). */
  drop: (postgres: boolean) => string[];
}

/** Lock key of the advisory lock on PostgreSQL (any constant the server uses for nothing else). */
const ADVISORY_KEY = 126_000_126;

/**
 * Brings every object of `schemas` in step with its declaration; returns the names re-created.
 *
 * @example
 * await migrateToLatest(db, migrations);
 * await keepDerivedSchema(db, gathered.derivedSchema);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs across schema versions, like the migrator
export async function keepDerivedSchema(db: Kysely<any>, schemas: readonly DerivedSchema[]): Promise<string[]> {
  const postgres = isPostgres(db);
  const made: string[] = [];
  for (const schema of schemas) {
    const statements = schema.create(postgres);
    const hash = createHash('sha256').update(statements.join('\n;\n')).digest('hex');
    const unchanged = await db.selectFrom('derived_schema').select('hash').where('name', '=', schema.name).executeTakeFirst();
    if (unchanged?.hash === hash) continue;
    await db.transaction().execute(async (trx) => {
      if (postgres) {
        await sql`select pg_advisory_xact_lock(${ADVISORY_KEY})`.execute(trx);
        // Filling what it keeps reads every row it derives from (a million sessions: minutes): upkeep at start is
        // not a request, so the 30-second bound of requests (connect.ts) is lifted for this transaction alone.
        await sql`set local statement_timeout = 0`.execute(trx);
      }
      // SQLite: a write first, so the transaction holds the write lock before it reads (another server waits).
      else await sql`update derived_schema set name = name where 0`.execute(trx);
      const row = await trx.selectFrom('derived_schema').select(['hash', 'drops']).where('name', '=', schema.name).executeTakeFirst();
      if (row?.hash === hash) return;
      const drops: string[] = row ? (JSON.parse(row.drops) as string[]) : schema.drop(postgres);
      for (const statement of [...drops, ...statements]) await sql.raw(statement).execute(trx);
      const values = { name: schema.name, hash, drops: JSON.stringify(schema.drop(postgres)) };
      await trx
        .insertInto('derived_schema')
        .values(values)
        .onConflict((oc) => oc.column('name').doUpdateSet({ hash: values.hash, drops: values.drops }))
        .execute();
      made.push(schema.name);
    });
  }
  return made;
}
