// Our API against console-core's conformance kit, over a real loopback socket, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: what another team's server must pass, ours passes. Tests only: the server's
// code does not import the packages.
import type { AddressInfo } from 'node:net';
import { assertBackendContract, checkBackendContract, type ContractCheckOptions } from '@backoffice/console-core/conformance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperationCodes } from '../modules/collect.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from './test-app.js';

describe.each(testTargets())('the backend contract on $name', (target) => {
  let t: TestApp;
  let options: ContractCheckOptions;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    options = {
      baseURL: `http://127.0.0.1:${port}`,
      credentials: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      list: { path: '/api/admin/user/list' },
      operations: allOperationCodes(),
    };
  });
  afterAll(() => t.close());

  it('passes every check of the conformance kit', async () => {
    const report = await checkBackendContract(options);
    assertBackendContract(report);
    expect(report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(report.checks.find((c) => c.name === 'logout.revokesToken')?.reason).toMatch(/^the next call answered code 50008/);
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
