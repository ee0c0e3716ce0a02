import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureSms } from '../../testing/captured-sms.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { verifyCode } from './codes.js';
import type { VerifyCodeListResult, VerifyCodeSendResult } from './schemas.js';

describe.each(testTargets())('verification codes on $name', (target) => {
  let t: TestApp;
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  let admin: string;
  let sam: string;
  let samId: number;
  const now = () => new Date(clock);
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  const send = (token: string, phoneNumber: string) =>
    t.post<VerifyCodeSendResult>('/api/admin/verifyCode/send', { phoneNumber, purpose: 'changePhoneNumber' }, token);
  const sms = captureSms();
  const lastCode = async (phone: string) => sms.lastCode(phone);
  const list = async (body: Record<string, unknown> = {}) =>
    (await t.post<VerifyCodeListResult>('/api/admin/verifyCode/list', body, admin)).body;

  beforeAll(async () => {
    t = await startTestApp(target, { now, sms: sms.sender });
    samId = await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
  });
  beforeEach(async () => {
    advance(3600);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    sam = await t.login('sam', 'sam-long-password');
  });
  afterAll(() => t.close());

  it('sends a 6-digit code through the recording sender and stores only its hash', async () => {
    const sent = await send(sam, '+15550001');
    expect(sent.body.code).toBe(200);
    expect(sent.body.result).toEqual({ expiresAt: new Date(clock + 600_000).toISOString(), retryAfterSeconds: 60 });
    const code = await lastCode('+15550001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = JSON.stringify(await t.app.db.selectFrom('verify_codes').selectAll().execute());
    expect(stored).not.toContain(`"${code}"`);
    const listed = await list({ phoneNumber: '+15550001' });
    expect(listed.result.list[0]).toMatchObject({
      phoneNumber: '+15550001',
      purpose: 'changePhoneNumber',
      status: 'issued',
      tries: 0,
      username: 'sam',
    });
    expect(Object.keys(listed.result.list[0] ?? {})).not.toEqual(expect.arrayContaining(['code']));
    expect(JSON.stringify(listed)).not.toContain(code);
  });

  it('rate limits per number: one a minute, five an hour (429 saying when to retry)', async () => {
    expect((await send(sam, '+15550002')).body.code).toBe(200);
    const soon = await send(sam, '+15550002');
    expect(soon.body).toMatchObject({ code: 429, result: { retryAfterSeconds: 60 } });
    expect(soon.body.message).toContain('retry in 60 seconds');
    for (let i = 0; i < 4; i += 1) {
      advance(61);
      expect((await send(sam, '+15550002')).body.code).toBe(200);
    }
    advance(61);
    const hourly = await send(sam, '+15550002');
    expect(hourly.body.code).toBe(429);
    expect(hourly.body.message).toMatch(/retry in \d+ seconds/);
    expect((await send(admin, '+15550002')).body.code).toBe(429);
    expect((await send(sam, 'abc')).body).toMatchObject({ code: 400, result: { field: 'phoneNumber' } });
  });

  it('verifies once, counts tries, locks after five and expires after ten minutes', async () => {
    const target = { userId: samId, phoneNumber: '+15550003', purpose: 'changePhoneNumber' as const };
    expect(await verifyCode(t.app.db, { ...target, code: '000000' }, now())).toEqual({ ok: false, reason: 'missing' });
    await send(sam, '+15550003');
    const code = await lastCode('+15550003');
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await verifyCode(t.app.db, { ...target, userId: 1, code }, now())).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCode(t.app.db, { ...target, code: wrong }, now())).toEqual({ ok: false, reason: 'mismatch', triesLeft: 4 });
    expect(await verifyCode(t.app.db, { ...target, code }, now())).toEqual({ ok: true });
    expect(await verifyCode(t.app.db, { ...target, code }, now())).toEqual({ ok: false, reason: 'used' });

    advance(61);
    await send(sam, '+15550003');
    const second = await lastCode('+15550003');
    const bad = second === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i += 1) expect((await verifyCode(t.app.db, { ...target, code: bad }, now())).ok).toBe(false);
    expect(await verifyCode(t.app.db, { ...target, code: bad }, now())).toEqual({ ok: false, reason: 'locked' });
    expect(await verifyCode(t.app.db, { ...target, code: second }, now())).toEqual({ ok: false, reason: 'locked' });

    advance(61);
    await send(sam, '+15550003');
    const third = await lastCode('+15550003');
    advance(601);
    expect(await verifyCode(t.app.db, { ...target, code: third }, now())).toEqual({ ok: false, reason: 'expired' });
    const statuses = (await list({ phoneNumber: '+15550003' })).result.list.map((c) => c.status);
    expect(statuses).toEqual(['expired', 'locked', 'used']);
    expect((await list({ status: 'locked', phoneNumber: '+15550003' })).result.total).toBe(1);
  });

  it('totals issued and expired codes by the clock, with no write in between', async () => {
    expect((await send(sam, '+15550009')).body.code).toBe(200);
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          ['issued', 'expired'].map(async (status) => [status, (await list({ status, phoneNumber: '+15550009' })).result.total]),
        ),
      );
    expect(await totals()).toEqual({ issued: 1, expired: 0 });
    expect(await totals()).toEqual({ issued: 1, expired: 0 });
    advance(601);
    expect(await totals()).toEqual({ issued: 0, expired: 1 });
    expect((await list({ status: 'expired', phoneNumber: '+15550009' })).result.list.map((c) => c.status)).toEqual(['expired']);
  });

  it('changes the own phone number with the password and the code sent to the new number', async () => {
    await send(sam, '+15550004');
    const code = await lastCode('+15550004');
    const change = (body: Record<string, unknown>) => t.post<{ phoneNumber: string }>('/api/admin/user/changePhoneNumber', body, sam);
    expect((await change({ phoneNumber: '+15550004', code, password: 'wrong-password' })).body).toMatchObject({
      code: 400,
      result: { field: 'password' },
    });
    const wrongCode = code === '111111' ? '222222' : '111111';
    const badCode = await change({ phoneNumber: '+15550004', code: wrongCode, password: 'sam-long-password' });
    expect(badCode.body).toMatchObject({ code: 400, result: { field: 'code' } });
    expect(badCode.body.message).toContain('3 tries left');
    expect((await change({ phoneNumber: '+15550004', code, password: 'sam-long-password' })).body.code).toBe(200);
    const me = await t.post<{ phoneNumber: string }>('/api/admin/self/selfInfo', undefined, sam);
    expect(me.body.result.phoneNumber).toBe('+15550004');
    expect((await change({ phoneNumber: '+15550004', code, password: 'sam-long-password' })).body.code).toBe(400);
    advance(61);
    expect((await send(sam, '+15550004')).body).toMatchObject({ code: 400, result: { field: 'phoneNumber' } });
  });

  it('deletes a code; only holders of verifyCode operations may list or delete', async () => {
    const first = (await list()).result.list[0];
    expect(first).toBeDefined();
    expect((await t.post('/api/admin/verifyCode/delete', { id: first?.id }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/verifyCode/delete', { id: first?.id }, admin)).body.code).toBe(404);
    expect((await t.post('/api/admin/verifyCode/list', {}, sam)).body.code).toBe(403);
    expect((await t.post('/api/admin/verifyCode/delete', { id: 1 }, sam)).body.code).toBe(403);
    const actions = await t.app.db.selectFrom('audit_log').select('action').where('action', 'like', 'verifyCode.%').execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['verifyCode.send', 'verifyCode.delete']));
  });
});
