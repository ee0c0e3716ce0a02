import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { prepareQuery } from './prepared-query.js';

describe.each(testTargets())('prepareQuery on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('runs one compiled query with each call\'s values in place of the markers', async () => {
    const byKind = prepareQuery(t.app.db, (kind: 'menu' | 'operation', name: string) => t.app.db
      .selectFrom('permissions').select(['name', 'kind']).where('kind', '=', kind).where('name', '=', name), 2);
    expect(await byKind('menu', 'Role')).toEqual([{ name: 'Role', kind: 'menu' }]);
    expect(await byKind('operation', 'Role')).toEqual([]);
    expect(await byKind('menu', 'AdminList')).toEqual([{ name: 'AdminList', kind: 'menu' }]);
  });

  it('refuses a parameter that does not reach the query as a plain value', () => {
    expect(() => prepareQuery(t.app.db, (name: string) => t.app.db.selectFrom('permissions').select('id').where('kind', '=', 'menu').$if(name === '', (q) => q), 1))
      .toThrow('a parameter is not used as a plain value');
  });
});
