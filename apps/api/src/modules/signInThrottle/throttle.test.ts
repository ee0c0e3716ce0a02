// Password guessing against the real sign-in route, with a clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import type { UserListResult } from '../user/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { DEFAULT_THROTTLE_RULES } from './rules.js';

const INVALID = 'Invalid username or password';
const { account, address } = DEFAULT_THROTTLE_RULES;

describe.each(testTargets())('sign-in throttling on $name', (target) => {
  let t: TestApp;
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  let peer = 0;
  /** Each test signs in from its own address unless it says otherwise, so address counters stay apart. */
  const login = async (
    username: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
    url = '/api/admin/land/login',
  ) => {
    const answer = await t.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress, headers });
    return { status: answer.statusCode, body: answer.json() as { code: number; message: string } };
  };
  const freshAddress = () => `10.0.${Math.floor(++peer / 250)}.${(peer % 250) + 1}`;

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { trustedProxies: ['192.0.2.10'] } });
  });
  afterAll(() => t.close());

  it('after the free failures from one address each try from there must wait, and a try before the wait answers exactly like a wrong password, even with the right password', async () => {
    await createUser(t.app, { username: 'ann', password: 'ann-long-password', type: 'moderator', roles: ['moderator'] });
    const from = freshAddress();
    for (let i = 0; i < account.freeFailures; i++) expect((await login('ann', `wrong-${i}`, from)).body.message).toBe(INVALID);
    expect((await login('ann', 'ann-long-password', from)).status).toBe(200);
    for (let i = 0; i < account.freeFailures + 1; i++) await login('ann', `wrong-${i}`, from);
    const early = await login('ann', 'ann-long-password', from);
    expect(early).toEqual({ status: 400, body: { code: 400, message: INVALID, result: null } });
    advance(2);
    expect((await login('ann', 'ann-long-password', from)).status).toBe(200);
  });

  it('locks an account from an address at the threshold for an hour, shows it to admins, records it, and an admin can unlock it; from elsewhere the owner still signs in', async () => {
    const bobId = await createUser(t.app, { username: 'bob', password: 'bob-long-password', type: 'moderator', roles: ['moderator'] });
    const attacker = freshAddress();
    for (let i = 0; i < account.lockAfterFailures; i++) {
      await login('bob', `wrong-${i}`, attacker);
      advance(account.maxWaitSeconds);
    }
    expect(await login('bob', 'bob-long-password', attacker)).toMatchObject({ status: 400, body: { message: INVALID } });
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const listed = await t.post<UserListResult>('/api/admin/user/list', { keyword: 'bob' }, admin);
    expect(listed.body.result.list[0]).toMatchObject({
      username: 'bob',
      lockedUntil: new Date(clock - account.maxWaitSeconds * 1000 + account.lockMinutes * 60_000).toISOString(),
    });
    const locks = await t.post<AuditListResult>('/api/admin/audit/list', { action: 'land.lock' }, admin);
    expect(locks.body.result.list).toMatchObject([{ target: 'bob', outcome: 'denied' }]);
    expect((await login('bob', 'bob-long-password', freshAddress())).status).toBe(200);

    expect((await t.post('/api/admin/user/unlock', { userId: bobId }, admin)).status).toBe(200);
    expect((await t.post<UserListResult>('/api/admin/user/list', { keyword: 'bob' }, admin)).body.result.list[0]?.lockedUntil).toBeNull();
    advance(2); // the address's own counter (past its free failures too) asks for a short wait
    expect((await login('bob', 'bob-long-password', attacker)).status).toBe(200);
  });

  it('throttles one address that tries many accounts, and the right password of another account from it waits too', async () => {
    const from = freshAddress();
    await createUser(t.app, { username: 'cat', password: 'cat-long-password', type: 'moderator', roles: ['moderator'] });
    for (let i = 0; i < address.freeFailures + 1; i++) await login(`nobody${i}`, 'guess', from);
    expect((await login('cat', 'cat-long-password', from)).body.message).toBe(INVALID);
    expect((await login('cat', 'cat-long-password', freshAddress())).status).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const forged = { 'x-forwarded-for': freshAddress() };
    for (let i = 0; i < address.freeFailures + 1; i++) await login(`ghost${i}`, 'guess', '10.9.9.9', { 'x-forwarded-for': freshAddress() });
    // The untrusted peer's own address was counted, whatever it claimed.
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.9.9.9', forged)).body.message).toBe(INVALID);
    // Through the trusted proxy, the forwarded client is the one counted: a fresh client signs in.
    expect((await login('admin', TEST_ADMIN_PASSWORD, '192.0.2.10', { 'x-forwarded-for': freshAddress() })).status).toBe(200);
  });

  it('counts path variants of the login route or refuses them', async () => {
    await createUser(t.app, { username: 'dan', password: 'dan-long-password', type: 'moderator', roles: ['moderator'] });
    const from = freshAddress();
    for (const url of ['/api/admin/land/LOGIN', '/api/admin/land/login/', '//api/admin/land/login', '/api/admin/Land/login']) {
      expect((await login('dan', 'wrong', from, {}, url)).status).toBe(404);
    }
    for (let i = 0; i <= account.freeFailures; i++) await login('dan', 'wrong', from, {}, `/api/admin/land/login?attempt=${i}`);
    expect((await login('dan', 'dan-long-password', from)).body.message).toBe(INVALID);
  });

  it('answers a disabled account with the right password like a wrong password, and records why', async () => {
    await createUser(t.app, { username: 'eve', password: 'eve-long-password', status: 'disabled' });
    expect(await login('eve', 'eve-long-password', freshAddress())).toEqual({
      status: 400,
      body: { code: 400, message: INVALID, result: null },
    });
    const entry = await t.app.db
      .selectFrom('audit_log')
      .select(['detail', 'outcome'])
      .where('target', '=', 'eve')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ detail: JSON.stringify({ reason: 'disabled' }), outcome: 'denied' });
  });

  it('takes as long to refuse an unknown username as a known one with a wrong password', async () => {
    await createUser(t.app, { username: 'fay', password: 'fay-long-password', type: 'moderator', roles: ['moderator'] });
    // Known and unknown tries alternate, and each side keeps its fastest: a busy machine only adds time, so the
    // minimum is the cost of the work itself, and a burst of load cannot land on one side only.
    const fastest = { known: Infinity, unknown: Infinity };
    const timed = async (username: string, i: number) => {
      const started = performance.now();
      await login(username, `wrong-${i}`, freshAddress());
      const took = performance.now() - started;
      advance(account.maxWaitSeconds);
      return took;
    };
    for (let i = 0; i < 7; i++) {
      fastest.known = Math.min(fastest.known, await timed('fay', i));
      fastest.unknown = Math.min(fastest.unknown, await timed('nobody-at-all', i));
    }
    const { known, unknown } = fastest;
    // Both verify one argon2 hash (tens of milliseconds); a missing hash check would make unknown names several times faster.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it('never records an unknown username as typed (it may be a password typed in the wrong field)', async () => {
    await login('Tr0ub4dor&3', 'whatever', freshAddress());
    const stored = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute());
    expect(stored).not.toContain('Tr0ub4dor');
    expect(stored).toContain('unknown user (11 characters)');
  });
});
