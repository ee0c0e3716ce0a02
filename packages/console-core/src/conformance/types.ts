import type { AxiosAdapter } from 'axios';
import type { BackendPaths, ConsoleBackend } from '../api/types';
import type { EnvelopeClient } from '../http/types';
import type { LoginCredentials } from '../session/types';

/**
 * Conformance kit shapes. The kit drives a server through the same envelope client and backend adapter the
 * console uses, so what it checks is what the console will meet; it holds the token itself (not storage), so it
 * can call without one, and a custom adapter gets the client and that token through `BackendFactory`.
 * The report is plain data: any test runner (or a script) decides what to do with it.
 */

/**
 * The name of one check, stable across releases (use it in `skip` and to find a check in the report).
 * @example
 * const name: ContractCheckName = 'logout.revokesToken';
 */
export type ContractCheckName =
  | 'login.refusesWrongPassword'
  | 'login.answersTokenAndUserInfo'
  | 'selfInfo.fields'
  | 'menu.tree'
  | 'menu.operateList'
  | 'dict.entries'
  | 'menu.home'
  | 'list.paging'
  | 'list.filters'
  | 'auth.missingToken'
  | 'logout.revokesToken'
  | 'envelope.statusMirrorsCode';

/**
 * What became of a check: passed, failed, or not run (skipped by the caller, or needing something an earlier
 * check could not give, such as a token).
 * @example
 * const failed = report.checks.filter((c) => c.status === ('fail' satisfies ContractCheckStatus));
 */
export type ContractCheckStatus = 'pass' | 'fail' | 'skip';

/**
 * One check of the report; `reason` says what was seen (for a failure: what is wrong and what the kit expects).
 * @example
 * const check: ContractCheck = { name: 'auth.missingToken', title: 'A call without a token gets 50008', status: 'pass', reason: 'answered 50008' };
 */
export interface ContractCheck {
  name: ContractCheckName;
  title: string;
  status: ContractCheckStatus;
  reason: string;
}

/**
 * The result of `checkBackendContract`: every check in a fixed order; `ok` when none failed.
 * @example
 * const report: ContractReport = await checkBackendContract({ baseURL, credentials });
 * if (!report.ok) console.error(formatContractReport(report));
 */
export interface ContractReport {
  ok: boolean;
  /** Where the checks ran: the base URL, or 'adapter'. */
  target: string;
  checks: ContractCheck[];
  failures: ContractCheck[];
}

/**
 * What a `BackendFactory` gets: the kit's envelope client, the token the kit holds now (null when it calls
 * without one: an adapter that does not use `client` must send it itself), and the contract's own adapter on
 * that client (at `options.paths`), to wrap when only some calls differ.
 * @example
 * const factory: BackendFactory = ({ contractBackend }: BackendFactoryInput) => ({ ...contractBackend, logout: myLogout });
 */
export interface BackendFactoryInput {
  client: EnvelopeClient;
  token(): string | null;
  contractBackend: ConsoleBackend;
}

/**
 * Builds the backend adapter under test.
 * @example
 * const backend: BackendFactory = ({ client }) => createMyBackend(client);
 */
export type BackendFactory = (input: BackendFactoryInput) => ConsoleBackend;

/**
 * A list call to check paging on: a `path` POSTed with `{ current, pageSize, ...filters }`, or the fetcher
 * you give `usePagedList` (it gets the kit's client).
 * @example
 * const list: ContractListCall = { path: '/api/admin/user/list', filters: { keyword: '' } };
 */
export interface ContractListCall {
  path?: string;
  fetch?: (query: Record<string, unknown>, client: EnvelopeClient) => Promise<unknown>;
  /** Sent with every page request. */
  filters?: Record<string, unknown>;
  /**
   * A filter of this list that matches fewer rows than the list holds (e.g. `{ keyword: 'ada' }`): `list.filters`
   * checks that it narrows the total. Without it, only the refusal of an unknown filter is checked.
   */
  narrowing?: Record<string, unknown>;
}

/**
 * Options of `checkBackendContract`. Use an account that has its own password (not a one-time one the server
 * makes it change first) and may see the menu and the dictionaries. The kit tries one wrong password.
 * @example
 * const options: ContractCheckOptions = { baseURL: 'http://127.0.0.1:8080', credentials: { username: 'admin', password } };
 */
export interface ContractCheckOptions {
  credentials: LoginCredentials;
  /** The server's origin; '' (default) is the page's own origin in a browser. */
  baseURL?: string;
  /** An axios adapter answering instead of the network (an in-memory server, `app.inject`). */
  adapter?: AxiosAdapter;
  /** Contract paths that differ on this server (for the default adapter). */
  paths?: Partial<BackendPaths>;
  /** Your own backend adapter; default the contract's, `createConsoleBackend(client, { paths })`. */
  backend?: BackendFactory;
  /** A list call to check paging and filters on; without it `list.paging` and `list.filters` are skipped. */
  list?: ContractListCall;
  /** Your page registry's keys ('group/page'): every menu component must name one of them. */
  components?: readonly string[];
  /** The console's home route (createConsole's `home`); the menu must offer it. Default `/dashboard/workplace`. */
  home?: string;
  /** Operation codes your console declares (e.g. in `<Permission>`): each must be in this account's list. */
  operations?: readonly string[];
  /** The wrong password tried once; default the right one with '-not-it' appended. */
  wrongPassword?: string;
  /** Checks not to run (reported as skipped). */
  skip?: ContractCheckName[];
}
