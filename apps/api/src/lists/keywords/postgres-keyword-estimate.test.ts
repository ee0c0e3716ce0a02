// The keyword estimate read from pg_stats gives the figure PostgreSQL's own EXPLAIN gives, for rare, common and
// most-common values, so the planner picks the same plan without an EXPLAIN per keyword.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../../testing/migrated-database.js';
import { testTargets } from '../../testing/test-databases.js';
import { estimateMatches, readColumnSample, type ColumnSample } from './postgres-keyword-estimate.js';
import type { Database } from '../../db/types.js';

describe('a keyword estimate from column statistics', () => {
  const bounds = ['a', ...Array.from({ length: 100 }, (_, i) => (i < 25 ? `harbor ${i}` : `other ${i}`)), 'z'];
  const sample: ColumnSample = { rows: 10_000, nullFraction: 0.1, common: [{ value: 'harbor town', frequency: 0.2 }], bounds };

  it('adds the matching common values to the share of the inner bounds that match, for the other rows', () => {
    // 0.2 from the common value, 25 of 100 inner bounds of the remaining 70%.
    expect(estimateMatches(sample, 'harbor').matches).toBeCloseTo(10_000 * (0.2 + 0.25 * 0.7));
    expect(estimateMatches(sample, 'other').matches).toBeCloseTo(10_000 * 0.75 * 0.7);
    // The evidence: one common value and 25 bounds; 75 bounds.
    expect([estimateMatches(sample, 'harbor').sampled, estimateMatches(sample, 'other').sampled]).toEqual([26, 75]);
  });

  it('never estimates less than 1 in 10,000 of the other rows, as PostgreSQL does', () => {
    expect(estimateMatches(sample, 'nothing like it')).toEqual({ matches: expect.closeTo(10_000 * 0.0001 * 0.7), sampled: 0 });
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('the estimate on $name', (target) => {
  let open: MigratedDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    open = await migratedDatabase(target);
    db = open.db;
    await sql`create table estimate_probe (t text)`.execute(db);
  });
  afterAll(() => open.close());

  const explained = async (keyword: string) => {
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json)
      select 1 from estimate_probe where t like ${`%${keyword}%`}`.execute(db);
    return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
  };

  it('has no sample before the table is analysed, so the planner asks EXPLAIN', async () => {
    expect(await readColumnSample(db, 'estimate_probe', 't')).toBeNull();
  });

  it('matches EXPLAIN for rare, common and most common values', async () => {
    const words = ['harbor', 'lumen', 'quartz', 'orbit', 'tango'];
    await sql`insert into estimate_probe (t)
      select case when i % 10 = 0 then 'the usual name' else ${sql.lit(words.join(' '))} || ' ' || (i % 7) || ' ' || md5(i::text) end
      from generate_series(1, 20000) as i`.execute(db);
    await sql`insert into estimate_probe (t) select 'quartz only ' || i from generate_series(1, 3000) as i`.execute(db);
    await sql`analyze estimate_probe`.execute(db);
    const sample = await readColumnSample(db, 'estimate_probe', 't');
    expect(sample?.common.map((c) => c.value)).toContain('the usual name');
    for (const keyword of ['usual', 'harbor', 'quartz', 'only 1', 'nothing like it', 'e']) {
      const ours = Math.round(estimateMatches(sample!, keyword).matches);
      expect({ keyword, ours }).toEqual({ keyword, ours: await explained(keyword) });
    }
  });
});
