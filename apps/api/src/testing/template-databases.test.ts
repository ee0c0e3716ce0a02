import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startsFromTemplate } from './template-databases.js';
import { startTestApp, testTargets, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

describe('which test apps start on the template', () => {
  it('takes options that only change how the server runs', () => {
    expect(startsFromTemplate({})).toBe(true);
    expect(startsFromTemplate({ config: { exportMaxRows: 10, undoSeconds: 5 } })).toBe(true);
  });

  it('refuses options that change what a first start writes or checks', () => {
    expect(startsFromTemplate({ now: () => new Date(0) })).toBe(false);
    expect(startsFromTemplate({ print: () => undefined })).toBe(false);
    expect(startsFromTemplate({ config: { adminPassword: 'another-Passphrase-9' } })).toBe(false);
    expect(startsFromTemplate({ config: { secretsKeys: [] } })).toBe(false);
    expect(startsFromTemplate({ demo: true })).toBe(false);
  });
});

describe.each(testTargets())('a test app on a copy of the template on $name', (target) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp(target);
    second = await startTestApp(target);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('is a database of its own, seeded as a first start seeds one', async () => {
    {
      const token = await first.login('admin', TEST_ADMIN_PASSWORD);
      await first.post('/api/admin/role/add', { code: 'only_in_first', name: 'Only in first' }, token);
      const roles = async (t: TestApp) =>
        (
          await t.post<{ list: { code: string }[] }>('/api/admin/role/list', { pageSize: 100 }, await t.login('admin', TEST_ADMIN_PASSWORD))
        ).body.result.list.map((role) => role.code);
      expect(await roles(first)).toContain('only_in_first');
      expect(await roles(second)).not.toContain('only_in_first');
      expect(await roles(second)).toContain('admin');
    }
  });
});
