import { describe, expect, it } from 'vitest';
import { checkBackendContract } from './conformance';
import { acmeErrors, createAcmeBackend } from './testing/foreign-backend';
import { FOREIGN_PASSWORD, createForeignServer } from './testing/foreign-server';

describe("the backend contract doc's example adapter (a server of another shape)", () => {
  it('passes every check through its backend adapter and error mapping', async () => {
    const report = await checkBackendContract({
      adapter: acmeErrors(createForeignServer()),
      backend: ({ client }) => createAcmeBackend(client),
      credentials: { username: 'ada', password: FOREIGN_PASSWORD },
      home: '/content/articles',
    });
    expect(report.failures).toEqual([]);
    expect(report.checks.filter((c) => c.status !== 'pass').map((c) => c.name)).toEqual(['list.paging', 'list.filters']);
  });

  it('fails the token checks without the error mapping: a bare 401 is no envelope the kit can act on', async () => {
    const report = await checkBackendContract({
      adapter: createForeignServer(),
      backend: ({ client }) => createAcmeBackend(client),
      credentials: { username: 'ada', password: FOREIGN_PASSWORD },
      home: '/content/articles',
    });
    expect(report.failures.map((c) => c.name)).toEqual(['login.refusesWrongPassword', 'auth.missingToken', 'logout.revokesToken']);
    expect(report.failures[1]?.reason).toMatch(
      /failed without an envelope \(http, HTTP 401\): Request failed with status code 401; expected code 50008/,
    );
  });
});
