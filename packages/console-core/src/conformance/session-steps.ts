import { EnvelopeError, LOGOUT_CODES } from '../http/envelope';
import type { RunContext } from './context';
import { envelopeCodeOf } from './failure';
import { userInfoProblems } from './shapes';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `login.refusesWrongPassword`: one login with a wrong password must be refused by an envelope whose code is
 * not 200 and whose message the login form can show.
 * @example
 * await checkWrongPassword(ctx);
 */
export async function checkWrongPassword(ctx: RunContext): Promise<void> {
  const name = 'login.refusesWrongPassword';
  if (ctx.skipped(name)) return;
  const { username, password } = ctx.options.credentials;
  const outcome = await ctx.call('login with a wrong password', () =>
    ctx.backend.login({ username, password: ctx.options.wrongPassword ?? `${password}-not-it` }),
  );
  if (outcome.ok) return ctx.verdict(name, 'fail', 'a wrong password signed in: login answered a result');
  const { error } = outcome;
  if (!(error instanceof EnvelopeError) || error.kind !== 'envelope') {
    return ctx.verdict(name, 'fail', `${outcome.reason}; answer an envelope { code: 400, message, result: null } so the form can show why`);
  }
  if (!error.message.trim())
    return ctx.verdict(name, 'fail', `refused with code ${error.code} but an empty message (the login form shows it)`);
  ctx.verdict(name, 'pass', `refused with code ${error.code}: "${error.message}"`);
}

/**
 * `login.answersTokenAndUserInfo`: the right password answers a token (kept for the next steps) and a user info
 * with the fields the kit reads; a menu sent with it is checked by `menu.tree`.
 * @example
 * await checkLogin(ctx); // ctx.token is set when it passed
 */
export async function checkLogin(ctx: RunContext): Promise<void> {
  const name = 'login.answersTokenAndUserInfo';
  const outcome = await ctx.call('login', () => ctx.backend.login(ctx.options.credentials));
  if (!outcome.ok) return ctx.verdict(name, 'fail', outcome.reason);
  const result: unknown = outcome.value;
  if (!isObject(result)) return ctx.verdict(name, 'fail', 'login answered no object { token, userInfo }');
  const problems: string[] = [];
  if (typeof result.token === 'string' && result.token !== '') ctx.token = result.token;
  else problems.push('the result has no token (a non-empty string)');
  problems.push(...userInfoProblems(result.userInfo).map((p) => `userInfo: ${p}`));
  ctx.mustChangePassword = isObject(result.userInfo) && result.userInfo.mustChangePassword === true;
  if (result.menuAndOperate !== undefined) ctx.loginMenu = result.menuAndOperate;
  if (ctx.skipped(name)) return;
  if (problems.length > 0) return ctx.verdict(name, 'fail', problems.join('; '));
  const extra = [
    result.menuAndOperate === undefined ? '' : ', with the menu',
    ctx.mustChangePassword ? '; the account must change its one-time password first' : '',
  ];
  ctx.verdict(name, 'pass', `a token and the user info of "${ctx.options.credentials.username}"${extra.join('')}`);
}

/**
 * `selfInfo.fields`: own info answers the fields the kit reads (username or realName; typed optional fields).
 * @example
 * await checkSelfInfo(ctx);
 */
export async function checkSelfInfo(ctx: RunContext): Promise<void> {
  const name = 'selfInfo.fields';
  if (ctx.skipped(name) || ctx.token === null) return;
  const outcome = await ctx.call('selfInfo', () => ctx.backend.selfInfo());
  if (!outcome.ok) return ctx.verdict(name, 'fail', outcome.reason);
  const problems = userInfoProblems(outcome.value);
  ctx.verdict(
    name,
    problems.length ? 'fail' : 'pass',
    problems.length ? problems.join('; ') : `fields: ${Object.keys(outcome.value).join(', ')}`,
  );
}

/**
 * `auth.missingToken`: the menu call without a token is refused with 50008, which makes the kit ask the user to
 * sign in again.
 * @example
 * await checkMissingToken(ctx);
 */
export async function checkMissingToken(ctx: RunContext): Promise<void> {
  const name = 'auth.missingToken';
  if (ctx.skipped(name)) return;
  const kept = ctx.token;
  ctx.token = null;
  const outcome = await ctx.call('menuAndOperate without a token', () => ctx.backend.menuAndOperate());
  ctx.token = kept;
  if (outcome.ok) return ctx.verdict(name, 'fail', 'menuAndOperate without a token answered a result: the call is not protected');
  const code = envelopeCodeOf(outcome.error);
  if (code === 50008) return ctx.verdict(name, 'pass', outcome.reason);
  ctx.verdict(name, 'fail', `${outcome.reason}; expected code 50008 (invalid token)`);
}

/**
 * `logout.revokesToken`: logout succeeds and the same token is then refused with 50008, 50012 or 50014. Runs
 * last: the kit holds no token after it.
 * @example
 * await checkLogout(ctx);
 */
export async function checkLogout(ctx: RunContext): Promise<void> {
  const name = 'logout.revokesToken';
  if (ctx.skipped(name) || ctx.token === null) return;
  const loggedOut = await ctx.call('logout', () => ctx.backend.logout());
  if (!loggedOut.ok) return ctx.verdict(name, 'fail', loggedOut.reason);
  const after = await ctx.call('menuAndOperate after logout', () => ctx.backend.menuAndOperate());
  ctx.token = null;
  if (after.ok) return ctx.verdict(name, 'fail', 'the token still works after logout: menuAndOperate answered a result');
  const code = envelopeCodeOf(after.error);
  if (code !== undefined && LOGOUT_CODES.includes(code))
    return ctx.verdict(name, 'pass', `the next call ${after.reason.replace(/^menuAndOperate after logout /, '')}`);
  ctx.verdict(name, 'fail', `${after.reason}; expected 50008, 50012 or 50014 so the kit asks to sign in again`);
}

/** The HTTP status a refusal of `code` carries: 401 for the token codes, else the code itself. */
const statusFor = (code: number): number => (code >= 50000 ? 401 : code);

/**
 * `envelope.statusMirrorsCode`: every refusal seen in the run had the HTTP status of its code.
 * @example
 * checkStatusMirrorsCode(ctx); // after the other steps
 */
export function checkStatusMirrorsCode(ctx: RunContext): void {
  const name = 'envelope.statusMirrorsCode';
  if (ctx.skipped(name)) return;
  const seen = ctx.refusals.filter((r) => r.status !== undefined);
  if (seen.length === 0) return ctx.verdict(name, 'skip', 'no refusal with an HTTP status was seen');
  const wrong = seen.filter((r) => r.status !== statusFor(r.code));
  if (wrong.length === 0) return ctx.verdict(name, 'pass', seen.map((r) => `${r.code} with HTTP ${r.status}`).join(', '));
  ctx.verdict(
    name,
    'fail',
    wrong.map((r) => `${r.call}: code ${r.code} came with HTTP ${r.status}, expected ${statusFor(r.code)}`).join('; '),
  );
}
