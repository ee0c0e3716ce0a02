import { createConsoleBackend } from '../api/api';
import { createEnvelopeClient } from '../http/http';
import { defaultTranslate } from '../i18n/i18n';
import type { Notifier } from '../notifier/types';
import { collectChecks, createRunContext } from './context';
import { checkDictionaries, checkListPaging, checkMenu } from './data-steps';
import { checkMenuHome } from './home-step';
import { checkListFilters } from './list-filters-step';
import { checkLogin, checkLogout, checkMissingToken, checkSelfInfo, checkStatusMirrorsCode, checkWrongPassword } from './session-steps';
import type { ContractCheckOptions, ContractReport } from './types';

/** The kit shows nothing: what the console would toast or ask is read from the errors instead. */
const quietNotifier: Notifier = { toast: () => undefined, notice: () => undefined, confirm: () => undefined };

/** English texts, but '' for a missing envelope message, so that an empty message is seen as one. */
const translate = (key: string): string => (key === 'request.error.default' ? '' : defaultTranslate(key));

/**
 * Runs the backend contract's checks against a live server (`baseURL`), an in-memory one (`adapter`) or your
 * own backend adapter (`backend`), through the same envelope client the console uses. It signs in once with a
 * wrong password, then with `credentials`, reads own info, the menu (and its home route), the dictionaries and (when named) a list's paging and filters,
 * calls without a token, and finally logs out. Never throws for a failed check: read the report, or hand it to
 * `assertBackendContract` in a test.
 * @example
 * import { assertBackendContract, checkBackendContract } from '@backoffice/console-core/conformance';
 *
 * const report = await checkBackendContract({
 *   baseURL: 'http://127.0.0.1:8080',
 *   credentials: { username: 'admin', password: process.env.ADMIN_PASSWORD! },
 *   list: { path: '/api/admin/user/list' },
 * });
 * assertBackendContract(report); // throws one error listing every failed check
 */
export async function checkBackendContract(options: ContractCheckOptions): Promise<ContractReport> {
  let held: () => string | null = () => null;
  const client = createEnvelopeClient({
    baseURL: options.baseURL ?? '',
    getToken: () => held(),
    notifier: quietNotifier,
    translate,
    onReLogin: () => undefined,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const contractBackend = createConsoleBackend(client, options.paths ? { paths: options.paths } : {});
  const backend = options.backend ? options.backend({ client, token: () => held(), contractBackend }) : contractBackend;
  const ctx = createRunContext(backend, client, options);
  held = () => ctx.token;

  await checkWrongPassword(ctx);
  await checkLogin(ctx);
  await checkSelfInfo(ctx);
  await checkMenu(ctx);
  await checkMenuHome(ctx);
  await checkDictionaries(ctx);
  await checkListPaging(ctx);
  await checkListFilters(ctx);
  await checkMissingToken(ctx);
  await checkLogout(ctx);
  checkStatusMirrorsCode(ctx);

  const loginFailed = ctx.verdicts.get('login.answersTokenAndUserInfo')?.status === 'fail';
  const checks = collectChecks(ctx, loginFailed ? 'not run: it needs the token login did not give' : 'not run');
  const failures = checks.filter((c) => c.status === 'fail');
  return { ok: failures.length === 0, target: options.baseURL || (options.adapter ? 'adapter' : 'same origin'), checks, failures };
}
