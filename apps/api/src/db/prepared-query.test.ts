import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { pageWithBoundedTotal } from '../lists/index.js';
import { allMigrations } from '../modules/collect.js';
import { migrateToLatest } from './migrate.js';
import { connectDatabase, withConnectionOption } from './connect.js';
import { PLANNED_ONCE, poolNamingStatements, useStatementNames } from './named-statements.js';
import { inList, listParam, preparedPerDatabase, prepareQuery, type ListParam } from './prepared-query.js';
import type { Database } from './types.js';

describe.each(testTargets())('prepareQuery on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it("runs one compiled query with each call's values in place of the markers", async () => {
    const byKind = prepareQuery(
      t.app.db,
      (kind: 'menu' | 'operation', name: string) =>
        t.app.db.selectFrom('permissions').select(['name', 'kind']).where('kind', '=', kind).where('name', '=', name),
      2,
    );
    expect(await byKind('menu', 'Role')).toEqual([{ name: 'Role', kind: 'menu' }]);
    expect(await byKind('operation', 'Role')).toEqual([]);
    expect(await byKind('menu', 'AdminList')).toEqual([{ name: 'AdminList', kind: 'menu' }]);
  });

  it('runs one prepared query for lists of any length, of numbers or of text, once per database', async () => {
    const db = t.app.db;
    const built: number[] = [];
    const byIdsAndNames = preparedPerDatabase((on, ids: ListParam, names: ListParam) => {
      built.push(1);
      return on
        .selectFrom('permissions')
        .select('name')
        .where(inList(on, 'id', ids, 'int'))
        .where(inList(on, 'name', names, 'text'))
        .orderBy('name');
    }, 2);
    const all = await db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', ['Role', 'AdminList']).execute();
    const ids = all.map((p) => p.id);
    expect(await byIdsAndNames(db)(listParam(db, ids), listParam(db, ['Role', 'AdminList', "it's"]))).toEqual([
      { name: 'AdminList' },
      { name: 'Role' },
    ]);
    expect(await byIdsAndNames(db)(listParam(db, ids.slice(0, 1)), listParam(db, ['Role', 'AdminList']))).toHaveLength(1);
    expect(await byIdsAndNames(db)(listParam(db, []), listParam(db, ['Role']))).toEqual([]);
    expect(built).toHaveLength(1);
  });

  it('refuses a parameter that does not reach the query as a plain value', () => {
    expect(() =>
      prepareQuery(
        t.app.db,
        (name: string) =>
          t.app.db
            .selectFrom('permissions')
            .select('id')
            .where('kind', '=', 'menu')
            .$if(name === '', (q) => q),
        1,
      ),
    ).toThrow('a parameter is not used as a plain value');
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('named statements on $name', (target) => {
  it('sends a registered query by name, parsed once per connection, and every other query as before', async () => {
    const database = await target.createDatabase();
    if (database.target.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
    const naming = poolNamingStatements(new pg.Pool({ connectionString: database.target.url, max: 1 }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: naming.pool }) });
    useStatementNames(db, naming.names);
    try {
      await migrateToLatest(db, allMigrations());
      const versionOf = prepareQuery(db, (list: string) => db.selectFrom('list_versions').select('name').where('name', '=', list), 1);
      expect(await versionOf('project')).toEqual([{ name: 'project' }]);
      expect(await versionOf('no such list')).toEqual([]);
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows).toHaveLength(1);
      expect(prepared.rows[0]?.statement).toContain('from "list_versions"');
      expect(prepared.rows[0]?.name).toMatch(/^console_\d+$/);
      // A page with its bounded total is named only when its caller says its texts are few.
      const versions = db.selectFrom('list_versions');
      const page = (named: boolean) =>
        pageWithBoundedTotal(db, versions, versions.select('name').orderBy('name'), { current: 1, pageSize: 2 }, { named });
      expect((await page(false)).rows).toHaveLength(2);
      expect((await sql`select 1 from pg_prepared_statements`.execute(db)).rows).toHaveLength(1);
      expect(await page(true)).toMatchObject({ rows: [{ name: expect.any(String) }, { name: expect.any(String) }], totalCapped: false });
      const named = await sql<{ statement: string }>`select statement from pg_prepared_statements order by name`.execute(db);
      expect(named.rows.map((r) => r.statement)).toEqual([
        expect.stringContaining('"list_versions"'),
        expect.stringContaining('bounded_total'),
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('plans a named statement once, for any values, on connections of its own; other queries and transactions plan for their values', async () => {
    const database = await target.createDatabase();
    const { db } = connectDatabase(database.target);
    try {
      await migrateToLatest(db, allMigrations());
      const mode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;
      const modeQuery = db.selectNoFrom(sql<string>`current_setting('plan_cache_mode')`.as('mode'));
      const modeByName = prepareQuery(db, () => modeQuery, 0);
      const named = prepareQuery(db, (list: string) => db.selectFrom('list_versions').select('name').where('name', '=', list), 1);
      const plansOf = prepareQuery(
        db,
        (text: string) =>
          db
            .selectFrom(sql<{ statement: string; generic_plans: string; custom_plans: string }>`pg_prepared_statements`.as('ps'))
            .select(['generic_plans', 'custom_plans'])
            .where('statement', 'like', text),
        1,
      );
      expect(await modeByName()).toEqual([{ mode: 'force_generic_plan' }]);
      for (const list of ['project', 'session', 'no such list']) await named(list);
      // One query at a time: the pool hands back the connection it just had, so this reads that connection's plans.
      // PostgreSQL's own choice would have been a custom plan for each of the first five runs.
      expect(await plansOf('%from "list_versions"%')).toEqual([{ generic_plans: '3', custom_plans: '0' }]);
      // An unnamed query (a varied list's filters) is planned for its values, on the main pool.
      expect((await mode.execute(db)).rows).toEqual([{ mode: 'auto' }]);
      // A transaction stays on its main connection, named statements included.
      const inTransaction = await db.transaction().execute(async (trx) => (await trx.executeQuery(modeQuery.compile())).rows);
      expect(inTransaction).toEqual([{ mode: 'auto' }]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it("adds the planned-once option after a connection URL's own options", () => {
    expect(new URL(withConnectionOption('postgres://u@h:5432/d', PLANNED_ONCE)).searchParams.get('options')).toBe(PLANNED_ONCE);
    const own = withConnectionOption('postgres://u@h:5432/d?options=-c%20search_path%3Dapp&sslmode=disable', PLANNED_ONCE);
    expect(new URL(own).searchParams.get('options')).toBe(`-c search_path=app ${PLANNED_ONCE}`);
    expect(new URL(own).searchParams.get('sslmode')).toBe('disable');
  });
});
