// Whether a database holds anything besides what every first start creates (the admin account,
// built-in roles, permissions and dictionaries): the sample data set goes only into such an empty
// database, so it never mixes with real records.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

type Probe = (db: Kysely<Database>) => Promise<unknown>;

/** One query per kind of record, each reading at most one row through an index or the primary key. */
const PROBES: readonly [string, Probe][] = [
  ['sample data', (db) => db.selectFrom('sample_data_loads').select('id').limit(1).executeTakeFirst()],
  ['projects', (db) => db.selectFrom('projects').select('id').limit(1).executeTakeFirst()],
  ['staff accounts', (db) => db.selectFrom('users').select('id').where('username', '!=', 'admin').limit(1).executeTakeFirst()],
  ['roles', (db) => db.selectFrom('roles').select('id').where('builtin', '=', 0).limit(1).executeTakeFirst()],
  ['questions', (db) => db.selectFrom('questions').select('id').limit(1).executeTakeFirst()],
  ['Picture It sets', (db) => db.selectFrom('picture_it_sets').select('id').limit(1).executeTakeFirst()],
  ['agreements', (db) => db.selectFrom('agreements').select('id').limit(1).executeTakeFirst()],
  ['files', (db) => db.selectFrom('files').select('id').limit(1).executeTakeFirst()],
];

/**
 * The first kind of record (in words, e.g. 'projects') the database already holds, or undefined when
 * it is empty enough for the sample data set.
 */
export async function findExistingData(db: Kysely<Database>): Promise<string | undefined> {
  for (const [what, probe] of PROBES) {
    if (await probe(db)) return what;
  }
  return undefined;
}
