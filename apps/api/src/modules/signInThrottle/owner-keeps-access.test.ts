// A stranger's wrong passwords must never lock the owner out (issue 36): the real sign-in route, a clock the
// test moves, and the device cookie a browser keeps after signing in.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import type { UserListResult } from '../user/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { DEFAULT_THROTTLE_RULES } from './rules.js';
import type { AddressLocksResult } from './schemas.js';

const INVALID = 'Invalid username or password';
const { account, address } = DEFAULT_THROTTLE_RULES;
const API_DIR = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm run unlock-sign-in`'s entry (from source) against `databaseUrl`; resolves its exit code and output. */
function unlockCommand(args: string[], databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/unlock-sign-in.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.each(testTargets())('the owner keeps access on $name', (target) => {
  let t: TestApp;
  let clock = Date.parse('2030-02-01T00:00:00.000Z');
  let peer = 0;
  const freshAddress = () => `10.1.${Math.floor(++peer / 250)}.${(peer % 250) + 1}`;
  const login = async (username: string, password: string, remoteAddress: string, cookie?: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    const setCookie = answer.headers['set-cookie'];
    const device = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
    return { status: answer.statusCode, message: (answer.json() as { message: string }).message, device };
  };
  const databaseUrl = () => (t.database.target.kind === 'sqlite' ? `file:${t.database.target.file}` : t.database.target.url);

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it("an attacker's 50 quick wrong passwords from one address stop neither the owner's known device (even at that address) nor the owner elsewhere", async () => {
    await createUser(t.app, { username: 'olga', password: 'olga-long-password', type: 'moderator', roles: ['moderator'] });
    const home = freshAddress();
    const signedIn = await login('olga', 'olga-long-password', home);
    expect(signedIn.status).toBe(200);
    expect(signedIn.device).toMatch(/^signin_device=[A-Za-z0-9_-]{43}$/);

    const attacker = freshAddress();
    for (let i = 0; i < 50; i++) expect((await login('olga', `guess-${i}`, attacker)).message).toBe(INVALID);
    // The attacker's own address is locked for the account, the right password included.
    expect((await login('olga', 'olga-long-password', attacker)).message).toBe(INVALID);

    expect((await login('olga', 'olga-long-password', home, signedIn.device)).status).toBe(200);
    expect((await login('olga', 'olga-long-password', attacker, signedIn.device)).status).toBe(200);
    expect((await login('olga', 'olga-long-password', freshAddress())).status).toBe(200);
  });

  it('a known device that guesses is throttled on its own, and its cookie means nothing for another account', async () => {
    await createUser(t.app, { username: 'pavel', password: 'pavel-long-password', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'quinn', password: 'quinn-long-password', type: 'moderator', roles: ['moderator'] });
    const device = (await login('pavel', 'pavel-long-password', freshAddress())).device;
    const from = freshAddress();
    for (let i = 0; i < account.freeFailures + 1; i++) await login('pavel', `guess-${i}`, freshAddress(), device);
    expect((await login('pavel', 'pavel-long-password', from, device)).message).toBe(INVALID);
    expect((await login('pavel', 'pavel-long-password', from)).status).toBe(200);
    // pavel's device is a stranger to quinn: quinn's tries from it are counted per address.
    for (let i = 0; i < account.freeFailures + 1; i++) await login('quinn', `guess-${i}`, from, device);
    expect((await login('quinn', 'quinn-long-password', from, device)).message).toBe(INVALID);
  });

  it('one cookie keeps the devices of several accounts signed in on one browser', async () => {
    await createUser(t.app, { username: 'rosa', password: 'rosa-long-password', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'sami', password: 'sami-long-password', type: 'moderator', roles: ['moderator'] });
    const at = freshAddress();
    const first = await login('rosa', 'rosa-long-password', at);
    const both = await login('sami', 'sami-long-password', at, first.device);
    expect(both.device?.split('.')).toHaveLength(2);
    for (let i = 0; i < 50; i++) await login('rosa', `guess-${i}`, at);
    expect((await login('rosa', 'rosa-long-password', at, both.device)).status).toBe(200);
  });

  it('an office behind one address: its lock holds strangers, staff on known devices pass, and an admin lists and unlocks it', async () => {
    await createUser(t.app, { username: 'tara', password: 'tara-long-password', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'ugo', password: 'ugo-long-password', type: 'moderator', roles: ['moderator'] });
    const office = freshAddress();
    const tara = await login('tara', 'tara-long-password', office);
    for (let i = 0; i < address.lockAfterFailures; i++) await login(`nobody-${i}`, 'guess', office);
    expect((await login('ugo', 'ugo-long-password', office)).message).toBe(INVALID);
    expect((await login('tara', 'tara-long-password', office, tara.device)).status).toBe(200);

    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const listed = await t.post<AddressLocksResult>('/api/admin/user/addressLocks', undefined, admin);
    expect(listed.body.result.list.find((a) => a.address === office)).toMatchObject({ locked: true, failures: address.lockAfterFailures });
    expect((await t.post('/api/admin/user/unlockAddress', { address: office }, admin)).status).toBe(200);
    expect((await login('ugo', 'ugo-long-password', office)).status).toBe(200);
    const audit = await t.post<AuditListResult>('/api/admin/audit/list', { action: 'user.unlockAddress' }, admin);
    expect(audit.body.result.list).toMatchObject([{ target: `address:${office}`, outcome: 'success' }]);
  });

  it('counts an IPv6 client by its /64 network: fresh addresses in it do not get fresh tries', async () => {
    await createUser(t.app, { username: 'vera', password: 'vera-long-password', type: 'moderator', roles: ['moderator'] });
    for (let i = 1; i <= address.freeFailures + 1; i++) await login(`ghost-${i}`, 'guess', `2001:db8:7:7::${i.toString(16)}`);
    expect((await login('vera', 'vera-long-password', '2001:db8:7:7:ffff::1')).message).toBe(INVALID);
    expect((await login('vera', 'vera-long-password', '2001:db8:7:8::1')).status).toBe(200);
  });

  it('the operator command lifts an account lock, an address lock, or all, with no admin session, and records it', async () => {
    await createUser(t.app, { username: 'wanda', password: 'wanda-long-password', type: 'moderator', roles: ['moderator'] });
    const from = freshAddress();
    for (let i = 0; i < account.lockAfterFailures; i++) {
      await login('wanda', `guess-${i}`, from);
      clock += account.maxWaitSeconds * 1000;
    }
    expect((await login('wanda', 'wanda-long-password', from)).message).toBe(INVALID);
    const listed = await unlockCommand(['--list'], databaseUrl());
    expect(listed).toMatchObject({ code: 0, output: expect.stringContaining('account wanda: locked') });
    expect(await unlockCommand(['--user', 'wanda'], databaseUrl())).toMatchObject({
      code: 0,
      output: expect.stringContaining('Lifted 1 sign-in counter of account wanda'),
    });
    clock += 2000; // the address's own counter, past its free failures too, asks for a short wait
    expect((await login('wanda', 'wanda-long-password', from)).status).toBe(200);

    const office = freshAddress();
    for (let i = 0; i < address.lockAfterFailures; i++) await login(`someone-${i}`, 'guess', office);
    expect((await login('wanda', 'wanda-long-password', office)).message).toBe(INVALID);
    expect((await unlockCommand(['--address', office], databaseUrl())).code).toBe(0);
    expect((await login('wanda', 'wanda-long-password', office)).status).toBe(200);

    for (let i = 0; i < address.lockAfterFailures; i++) await login(`someone-${i}`, 'guess', office);
    expect((await unlockCommand(['--all'], databaseUrl())).code).toBe(0);
    expect((await login('wanda', 'wanda-long-password', office)).status).toBe(200);

    expect(await unlockCommand(['--user'], databaseUrl())).toMatchObject({ code: 2, output: expect.stringContaining('usage:') });
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const audit = await t.post<AuditListResult>('/api/admin/audit/list', { action: 'user.unlock' }, admin);
    expect(audit.body.result.list.filter((e) => e.actorUsername === 'operator').map((e) => e.target)).toEqual(
      expect.arrayContaining(['wanda', `address:${office}`, '*']),
    );
    const users = await t.post<UserListResult>('/api/admin/user/list', { keyword: 'wanda' }, admin);
    expect(users.body.result.list[0]?.lockedUntil).toBeNull();
  }, 120_000); // five real processes of the command, each starting Node and TypeScript
});
