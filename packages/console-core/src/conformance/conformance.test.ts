import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ConsoleBackend } from '../api/types';
import type { LoginResult } from '../session/types';
import { CONTRACT_CHECKS } from './checks';
import { checkBackendContract } from './conformance';
import { ContractAssertionError, assertBackendContract, formatContractReport } from './report';
import { CONTRACT_PASSWORD, LIST_PATH, createContractServer, type ContractServerOptions } from './testing/contract-server';
import type { BackendFactory, ContractCheckOptions, ContractReport } from './types';

const credentials = { username: 'admin', password: CONTRACT_PASSWORD };

function run(options: Partial<ContractCheckOptions> = {}, server: ContractServerOptions = {}): Promise<ContractReport> {
  return checkBackendContract({
    adapter: createContractServer(server).adapter,
    credentials,
    list: { path: LIST_PATH, narrowing: { keyword: 'thing 4' } },
    ...options,
  });
}

/** The contract adapter with some calls replaced, as a team's mistaken adapter would be. */
const broken =
  (change: (real: ConsoleBackend) => Partial<ConsoleBackend>): BackendFactory =>
  ({ contractBackend }) => ({
    ...contractBackend,
    ...change(contractBackend),
  });

const failed = (report: ContractReport) => report.failures.map((c) => c.name);

describe('checkBackendContract', () => {
  it('passes every check of a backend that meets the contract', async () => {
    const report = await run();
    expect(report.failures).toEqual([]);
    expect(report.checks.map((c) => [c.name, c.status])).toEqual(CONTRACT_CHECKS.map((c) => [c.name, 'pass']));
    expect(report).toMatchObject({ ok: true, target: 'adapter' });
    expect(report.checks.find((c) => c.name === 'dict.entries')?.reason).toBe(
      '2 dictionaries; 1 repeated code (the kit keeps the first of each)',
    );
    expect(report.checks.find((c) => c.name === 'list.paging')?.reason).toMatch(
      /45 rows in all; page 2 differs from page 1; .*refused with 400/,
    );
    expect(report.checks.find((c) => c.name === 'list.filters')?.reason).toBe(
      '{"keyword":"thing 4"} narrowed 45 rows to 7; the unknown filter was refused: "notAFilterOfThisList is not a field of this request"',
    );
    expect(report.checks.find((c) => c.name === 'menu.home')?.reason).toBe('the menu offers /dashboard/workplace');
  });

  it.each([
    [
      'a login answer without a token',
      broken((real) => ({
        login: async (form) => {
          const { token: _dropped, ...rest } = await real.login(form);
          return rest as LoginResult;
        },
      })),
      'login.answersTokenAndUserInfo',
      /no token/,
    ],
    [
      'a menu node without a path',
      broken((real) => ({
        menuAndOperate: async () => {
          const menu = await real.menuAndOperate();
          const [home, second, ...others] = menu.menuTree;
          return { ...menu, menuTree: [home!, { ...second!, path: undefined as never }, ...others] };
        },
      })),
      'menu.tree',
      /menuTree\[1\] \("projectMgt"\) has no path/,
    ],
    [
      'an operate list of numbers',
      broken((real) => ({
        menuAndOperate: async () => ({ ...(await real.menuAndOperate()), operateList: [1, 2] as never }),
      })),
      'menu.operateList',
      /operateList\[0\] is 1, not a string/,
    ],
    [
      'a dictionary without dictCode',
      broken((real) => ({
        dictAll: async () => (await real.dictAll()).map((entry, i) => (i === 0 ? { ...entry, dictCode: undefined as never } : entry)),
      })),
      'dict.entries',
      /entry 0 has no dictCode/,
    ],
    [
      'a logout that does not reach the server',
      broken(() => ({ logout: async () => null })),
      'logout.revokesToken',
      /still works after logout/,
    ],
    [
      'a login that ignores the password',
      broken((real) => ({ login: (form) => real.login({ ...form, password: CONTRACT_PASSWORD }) })),
      'login.refusesWrongPassword',
      /a wrong password signed in/,
    ],
  ])('fails exactly one check for %s', async (_case, backend, check, reason) => {
    const report = await run({ backend });
    expect(failed(report)).toEqual([check]);
    expect(report.failures[0]?.reason).toMatch(reason);
  });

  it('accepts a total the server counted only so far (totalCapped true), and fails a totalCapped that is not true or false', async () => {
    const page = (totalCapped: unknown) => async (query: Record<string, unknown>) => {
      const pageSize = Math.min(Number(query.pageSize ?? 20), 100);
      return {
        list: Array.from({ length: pageSize }, (_, i) => ({ id: (Number(query.current) - 1) * pageSize + i + 1 })),
        total: 220,
        totalCapped,
        current: query.current,
        pageSize,
      };
    };
    // These fetchers answer any filter: the filter check is not what this test is about.
    const capped = await run({ list: { fetch: page(true) }, skip: ['list.filters'] });
    expect(capped.checks.find((c) => c.name === 'list.paging')).toMatchObject({ status: 'pass' });
    const wrong = await run({ list: { fetch: page('yes') }, skip: ['list.filters'] });
    expect(failed(wrong)).toEqual(['list.paging']);
    expect(wrong.failures[0]?.reason).toMatch(/totalCapped is "yes", not true or false/);
  });

  it('skips what needs a token when login gives none, and says why', async () => {
    const report = await run({ backend: broken(() => ({ login: async () => ({ userInfo: { username: 'admin' } }) as LoginResult })) });
    const skipped = report.checks.filter((c) => c.status === 'skip');
    expect(skipped.map((c) => c.name)).toEqual([
      'selfInfo.fields',
      'menu.tree',
      'menu.operateList',
      'menu.home',
      'dict.entries',
      'list.paging',
      'list.filters',
      'logout.revokesToken',
    ]);
    expect(skipped[0]?.reason).toBe('not run: it needs the token login did not give');
  });

  it.each([
    [{ status200: true }, 'envelope.statusMirrorsCode', /code 400 came with HTTP 200, expected 400/],
    [{ missingTokenCode: 50014 }, 'auth.missingToken', /answered code 50014 \(HTTP 401\).*expected code 50008/],
    [{ noPageMaximum: true }, 'list.paging', /pageSize 1000000 was granted: the server enforces no maximum/],
    [{ ignoresCurrent: true }, 'list.paging', /page 2 answers the same rows as page 1: the server ignores `current`/],
    [{ ignoresFilters: true }, 'list.filters', /\{"keyword":"thing 4"\} answered 45 of 45 rows: the filter does not narrow the list/],
    [
      { dropsUnknownFields: true },
      'list.filters',
      /the unknown filter notAFilterOfThisList was answered with a list; expected 400 naming it/,
    ],
    [{ noHome: true }, 'menu.home', /the menu does not offer the home route \/dashboard\/workplace/],
  ] satisfies [ContractServerOptions, string, RegExp][])('a server with %o fails exactly %s', async (server, check, reason) => {
    const report = await run({}, server);
    expect(failed(report)).toEqual([check]);
    expect(report.failures[0]?.reason).toMatch(reason);
  });

  it('checks menu components against the pages and operation codes the console declares', async () => {
    const report = await run({
      components: ['dashboard/workplace', 'projectMgt/myProjects'],
      operations: ['project:add', 'project:export'],
    });
    expect(failed(report)).toEqual(['menu.tree', 'menu.operateList']);
    expect(report.failures[0]?.reason).toMatch(/"ProjectMyDetail"\): component "projectMgt\/project" is not one of your pages/);
    expect(report.failures[1]?.reason).toBe(`the declared operation "project:export" is not in this account's operate list`);
  });

  it('skips the checks the caller names, and the list check without a list call', async () => {
    const report = await run({ list: undefined, skip: ['envelope.statusMirrorsCode'] }, { status200: true });
    expect(report.ok).toBe(true);
    expect(report.checks.filter((c) => c.status === 'skip').map((c) => [c.name, c.reason])).toEqual([
      ['list.paging', 'no list call was named (options.list)'],
      ['list.filters', 'no list call was named (options.list)'],
      ['envelope.statusMirrorsCode', 'skipped by the caller'],
    ]);
  });

  it('reports a server it cannot reach as failures, without throwing', async () => {
    const adapter = async () => Promise.reject(new AxiosError('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'));
    const report = await checkBackendContract({ adapter, credentials });
    expect(failed(report)).toEqual(['login.refusesWrongPassword', 'login.answersTokenAndUserInfo', 'auth.missingToken']);
    expect(report.failures[1]?.reason).toBe('login failed without an envelope (network): connect ECONNREFUSED 127.0.0.1:1');
  });
});

describe('assertBackendContract and formatContractReport', () => {
  it('throws one error listing every failed check, and passes a clean report', async () => {
    const report = await run({ operations: ['x:y'] }, { status200: true });
    const error = (() => {
      try {
        assertBackendContract(report);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContractAssertionError);
    expect((error as Error).message).toMatch(
      /^The backend at adapter fails 2 contract check\(s\):\n {2}- menu.operateList: .*\n {4}the declared operation "x:y"[^]*\n {2}- envelope.statusMirrorsCode/,
    );
    expect(() => assertBackendContract({ ...report, ok: true, failures: [] })).not.toThrow();
  });

  it('formats one line per check', async () => {
    const text = formatContractReport(await run());
    expect(text.split('\n')[0]).toBe('Backend contract at adapter: the backend meets the contract');
    expect(text).toContain(
      'PASS auth.missingToken: A call without a token gets 50008 (menuAndOperate without a token answered code 50008 (HTTP 401): "Invalid token")',
    );
  });
});
