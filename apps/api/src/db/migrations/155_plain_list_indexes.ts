// Issue 41: the audit log and the staff list read their pages by OFFSET with a capped count, as a team writes a
// list first: the walks over index entries that carried every filtered column (migrations 098 and 102) did not win
// by 2x in p99 against that (bench/RESULTS.md, "The list machinery against the straightforward route"). Their walk
// indexes become plain indexes of the same keys (filter, sort column, id), without the carried columns, and the
// staff keyword's PostgreSQL machinery goes: `search_text` (the four searched columns folded into one) and its
// trigram index. A staff keyword is a LIKE over the four columns (modules/user/queries.ts).
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres } from './portable.js';

const AUDIT_FILTERED = ['actor_username', 'action', 'target', 'outcome'];
const STAFF_SORTS = { created: 'created_at', username: 'username', real_name: 'real_name' } as const;
const STAFF_SEARCHED = ['username', 'real_name', 'email', 'phone_number'];

/** An index as it was (walk: `name`, with `tested` carried) and as it is (plain: `plain`, keys only). */
interface Replaced {
  walk: string;
  plain: string;
  table: string;
  keys: string[];
  tested: string[];
}

function replaced(postgres: boolean): Replaced[] {
  const audit = [null, ...AUDIT_FILTERED].map((column) => ({
    walk: `audit_log_walk_${column ?? 'at'}_idx`,
    plain: `audit_log_${column ? `${column}_` : ''}at_idx`,
    table: 'audit_log',
    keys: [...(column ? [column] : []), 'at', 'id'],
    tested: AUDIT_FILTERED.filter((c) => c !== column),
  }));
  // Action and outcome together ("failed sign-ins"): two big partitions whose pairs may never occur together.
  const keys = ['action', 'outcome', 'at', 'id'];
  audit.push({ walk: 'audit_log_walk_action_outcome_idx', plain: 'audit_log_action_outcome_at_idx', table: 'audit_log', keys, tested: [] });
  const searched = postgres ? ['search_text'] : STAFF_SEARCHED;
  const staff = Object.entries(STAFF_SORTS).flatMap(([short, column]) =>
    [false, true].map((typed) => {
      const keys = [...(typed ? ['type'] : []), column, 'id'];
      const tested = ['deleted_at', 'status', ...(typed ? [] : ['type']), ...searched].filter((c) => !keys.includes(c));
      return {
        walk: `users_walk_${typed ? 'type_' : ''}${short}_idx`,
        plain: `users_${typed ? 'type_' : ''}${short}_idx`,
        table: 'users',
        keys,
        tested,
      };
    }),
  );
  return [...audit, ...staff];
}

/** Replaces the audit and staff walk indexes by plain ones, and drops PostgreSQL's staff `search_text`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const index of replaced(postgres)) {
    await db.schema.dropIndex(index.walk).execute();
    await db.schema.createIndex(index.plain).on(index.table).columns(index.keys).execute();
  }
  if (postgres) {
    await db.schema.dropIndex('users_search_text_trgm_idx').ifExists().execute();
    await sql`alter table users drop column search_text`.execute(db);
  }
}

/** Puts the walk indexes (and PostgreSQL's `search_text` with its trigram index) back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`alter table users add column search_text text generated always as (
      lower(username) || E'\\x01' || lower(coalesce(real_name, '')) || E'\\x01' ||
      lower(coalesce(email, '')) || E'\\x01' || lower(coalesce(phone_number, ''))) stored`.execute(db);
    if (await ensurePgTrgm(db, 'the staff keyword search'))
      await sql`create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)`.execute(db);
  }
  for (const index of replaced(postgres)) {
    await db.schema.dropIndex(index.plain).execute();
    await createWalkIndex(db, { name: index.walk, table: index.table, keys: index.keys, tested: index.tested });
  }
}
