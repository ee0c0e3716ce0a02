// The gram bounds (migration 108, PostgreSQL): filled from the projects a database already holds, widened by every
// insert and by every write of a name or code, and read back as where a keyword's matches begin and end.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/types.js';
import { migratedDatabase, type MigratedDatabase } from '../../testing/migrated-database.js';
import { testTargets } from '../../testing/test-databases.js';
import { projectFixtureRow } from '../../testing/fixtures.js';
import { allMigrations } from '../collect.js';
import { gramBound, keywordGrams } from './gram-bounds.js';

describe('keywordGrams', () => {
  it('is the keyword itself up to three characters, else its distinct three-character windows, lower-cased', () => {
    expect(keywordGrams('Ri')).toEqual(['ri']);
    expect(keywordGrams('Riv')).toEqual(['riv']);
    expect(keywordGrams('River')).toEqual(['riv', 'ive', 'ver']);
    expect(keywordGrams('aaaa')).toEqual(['aaa']);
    expect(keywordGrams('r q')).toEqual(['r q']);
    expect(keywordGrams('😀ab😀')).toEqual(['😀ab', 'ab😀']);
  });
});

/** The bounds computed afresh from the projects: what the kept table must cover. */
const FRESH = sql`select g.gram, min(p.name) as first_name, max(p.name) as last_name, min(p.code) as first_code, max(p.code) as last_code
  from projects as p cross join lateral search_text_grams(p.search_text) as g(gram) group by g.gram`;
const freshBounds = async (db: Kysely<Database>) =>
  (
    await sql<{
      gram: string;
      first_name: string;
      last_name: string;
      first_code: string;
      last_code: string;
    }>`${FRESH} order by g.gram`.execute(db)
  ).rows;
/** The grams whose kept bounds are narrower than the projects' (in the database's collation): must be none. */
const narrower = async (db: Kysely<Database>) =>
  (
    await sql<{ gram: string }>`select f.gram from (${FRESH}) as f left join project_gram_bounds as k on k.gram = f.gram
      where k.gram is null or k.first_name > f.first_name or k.last_name < f.last_name or k.first_code > f.first_code
        or k.last_code < f.last_code order by f.gram`.execute(db)
  ).rows.map((r) => r.gram);
const keptBounds = (db: Kysely<Database>) => db.selectFrom('project_gram_bounds').selectAll().orderBy('gram').execute();

/** PostgreSQL's own first and last name and code among the matches of `keyword` (its collation, not JavaScript's). */
async function matchEdges(db: Kysely<Database>, keyword: string) {
  const pattern = `%${keyword.toLowerCase()}%`;
  const rows = await sql<{ first_name: string | null; last_name: string | null; first_code: string | null; last_code: string | null }>`
    select min(name) as first_name, max(name) as last_name, min(code) as first_code, max(code) as last_code
    from projects where search_text like ${pattern}`.execute(db);
  return rows.rows[0]!;
}

describe.each(testTargets().filter((t) => t.name === 'postgres'))('project gram bounds on $name', (target) => {
  let connection: MigratedDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    // Projects written before migration 108 runs: its first fill must cover them.
    const before = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < '108'));
    connection = await migratedDatabase(target, before);
    db = connection.db;
    await db
      .insertInto('projects')
      .values([
        projectFixtureRow('Harbor lights', 'HB-001'),
        projectFixtureRow('Zephyr winds', 'ZW-002'),
        projectFixtureRow('Coffee harbour', 'CF-003'),
      ])
      .execute();
    await migrateToLatest(db, allMigrations());
  });
  afterAll(() => connection.close());

  it('fills the bounds from the projects already there, one row per gram, with no window across name and code', async () => {
    expect(await keptBounds(db)).toEqual(await freshBounds(db));
    const grams = (await keptBounds(db)).map((b) => b.gram);
    expect(grams).toContain('h');
    expect(grams).toContain('hb-');
    expect(grams.some((g) => g.includes('\u0001'))).toBe(false);
    expect(await keptBounds(db)).toContainEqual({
      gram: 'arb',
      first_name: 'Coffee harbour',
      last_name: 'Harbor lights',
      first_code: 'CF-003',
      last_code: 'HB-001',
    });
  });

  /** The four bounds of `keyword`, checked against its matches: never inside them, and equal when `exact`. */
  const expectBounds = async (keyword: string, exact: boolean) => {
    const edges = await matchEdges(db, keyword);
    const bound = {
      first_name: await gramBound(db, keyword, 'name', 'asc'),
      last_name: await gramBound(db, keyword, 'name', 'desc'),
      first_code: await gramBound(db, keyword, 'code', 'asc'),
      last_code: await gramBound(db, keyword, 'code', 'desc'),
    };
    if (exact) expect({ keyword, bound }).toEqual({ keyword, bound: edges });
    for (const [edge, value] of Object.entries(bound) as [keyof typeof edges, string][]) {
      const before = edge.startsWith('first') ? sql`${value}::text <= ${edges[edge]}::text` : sql`${value}::text >= ${edges[edge]}::text`;
      const [outside] = (await sql<{ ok: boolean }>`select ${before} as ok`.execute(db)).rows;
      expect({ keyword, edge, value, match: edges[edge], ok: outside!.ok }).toMatchObject({ ok: true });
    }
  };
  const KEYWORDS = ['h', 'ZE', 'arb', 'Harbor', 'zephyr', 'hb-0', 'ar', 'r l'];

  it('gives the first and last match of a keyword up to three characters, a bound for longer ones, null for a gram nobody holds', async () => {
    for (const keyword of KEYWORDS) await expectBounds(keyword, [...keyword].length <= 3);
    expect(await gramBound(db, 'qx', 'name', 'asc')).toBeNull();
    expect(await gramBound(db, 'harbor qx', 'name', 'desc')).toBeNull();
  });

  it('widens the bounds for a batch of inserts and for a new name or code, and never writes for an unchanged text', async () => {
    await db
      .insertInto('projects')
      .values([
        projectFixtureRow('Aardvark harbor', 'ZZ-100'),
        projectFixtureRow('Yarb study', 'AA-arb'),
        projectFixtureRow('Quiet zephyr', 'QZ-200'),
      ])
      .execute();
    expect(await keptBounds(db)).toEqual(await freshBounds(db));
    await db.updateTable('projects').set({ name: 'Aaa renamed zephyr' }).where('code', '=', 'QZ-200').execute();
    await db.updateTable('projects').set({ code: '00-zep' }).where('code', '=', 'ZW-002').execute();
    // The old name and code leave their bounds as wide as they were (still correct: a start is a lower bound).
    expect(await narrower(db)).toEqual([]);
    expect(await keptBounds(db)).not.toEqual(await freshBounds(db));
    expect((await keptBounds(db)).find((k) => k.gram === 'zep')).toMatchObject({
      first_name: 'Aaa renamed zephyr',
      last_name: 'Zephyr winds',
      first_code: '00-zep',
    });
    // A status change, a name written unchanged and an insert that widens nothing write no bound: the table's rows keep their transaction ids.
    const xmins = async () =>
      (await sql<{ x: string }>`select string_agg(xmin::text, ',' order by gram) as x from project_gram_bounds`.execute(db)).rows[0]!.x;
    const unchanged = await xmins();
    await db.updateTable('projects').set({ status: 'active' }).execute();
    await db
      .updateTable('projects')
      .set((eb) => ({ name: eb.ref('name') }))
      .execute();
    // A project deleted and added again, as it was: its bounds are already as wide.
    await db.deleteFrom('projects').where('code', '=', 'HB-001').execute();
    await db.insertInto('projects').values(projectFixtureRow('Harbor lights', 'HB-001')).execute();
    expect(await xmins()).toBe(unchanged);
    for (const keyword of KEYWORDS) await expectBounds(keyword, false);
  });

  it('lets two writers widen the same grams at once, neither waiting for ever nor losing the other one', async () => {
    await Promise.all(
      ['Aa first writer', 'Ab second writer'].map((name, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('projects')
            .values(projectFixtureRow(name, `W-${i}`))
            .execute();
          await sql`select pg_sleep(0.05)`.execute(trx);
        }),
      ),
    );
    expect(await gramBound(db, 'writer', 'name', 'asc')).toBe('Aa first writer');
    expect(await gramBound(db, 'wri', 'name', 'desc')).toBe('Ab second writer');
  });
});
