// Our API against console-core's conformance kit, over a real loopback socket, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: what another team's server must pass, ours passes. Tests only: the server's
// code does not import the packages.
import type { AddressInfo } from 'node:net';
import { assertBackendContract, checkBackendContract, type ContractCheckOptions } from '@backoffice/console-core/conformance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperationCodes } from '../modules/collect.js';
import { createUser } from './fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from './test-app.js';

describe.each(testTargets())('the backend contract on $name', (target) => {
  let t: TestApp;
  let options: ContractCheckOptions;
  beforeAll(async () => {
    t = await startTestApp(target);
    // Enough users for two pages of two, and a filter that matches some of them.
    for (const name of ['contract-ada', 'contract-bea', 'contract-cy'])
      await createUser(t.app, { username: name, password: `${name}-pw-123` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    options = {
      baseURL: `http://127.0.0.1:${port}`,
      credentials: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      list: { path: '/api/admin/user/list', narrowing: { keyword: 'contract-b' } },
      operations: allOperationCodes(),
    };
  });
  afterAll(() => t.close());

  it('passes every check of the conformance kit', async () => {
    const report = await checkBackendContract(options);
    assertBackendContract(report);
    expect(report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(report.checks.find((c) => c.name === 'logout.revokesToken')?.reason).toMatch(/^the next call answered code 50008/);
    expect(report.checks.find((c) => c.name === 'list.paging')?.reason).toMatch(/page 2 differs from page 1/);
    expect(report.checks.find((c) => c.name === 'list.filters')?.reason).toMatch(
      /narrowed 4 rows to 1; the unknown filter was refused: "notAFilterOfThisList is not a field of this request"/,
    );
  });

  it('fails the login check through an adapter that drops the token from the login answer', async () => {
    const report = await checkBackendContract({
      ...options,
      backend: ({ contractBackend }) => ({
        ...contractBackend,
        login: async (form) => ({ ...(await contractBackend.login(form)), token: '' }),
      }),
    });
    expect(report.failures.map((c) => [c.name, c.reason])).toEqual([
      ['login.answersTokenAndUserInfo', 'the result has no token (a non-empty string)'],
    ]);
  });

  it('fails the logout check through an adapter whose logout never reaches the server', async () => {
    const report = await checkBackendContract({
      ...options,
      backend: ({ contractBackend }) => ({ ...contractBackend, logout: async () => null }),
    });
    expect(report.failures.map((c) => c.name)).toEqual(['logout.revokesToken']);
  });
});
