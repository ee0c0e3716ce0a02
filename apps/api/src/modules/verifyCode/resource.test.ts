// Verification codes' declared routes beyond the list (resources/): bulk delete with named refusals, for good
// (no restore), and export of the list's view, never with the codes; only holders of the operations may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../resources/schemas.js';
import { captureSms } from '../../testing/captured-sms.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { VerifyCodeListResult, VerifyCodeRecord } from './schemas.js';

describe.each(testTargets())('verification code resource routes on $name', (target) => {
  let t: TestApp;
  let clock = Date.parse('2030-02-01T00:00:00.000Z');
  let admin: string;
  let sam: string;
  const sms = captureSms();
  const send = (phoneNumber: string) => t.post('/api/admin/verifyCode/send', { phoneNumber, purpose: 'changePhoneNumber' }, sam);
  const phones = async (body: object = {}) =>
    (await t.post<VerifyCodeListResult>('/api/admin/verifyCode/list', body, admin)).body.result.list.map((c) => c.phoneNumber);

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), sms: sms.sender });
    await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    sam = await t.login('sam', 'sam-long-password');
    for (const phone of ['+15551001', '+15551002', '+15551003']) {
      await send(phone);
      clock += 61_000;
    }
  });
  afterAll(() => t.close());

  it('exports the filtered view as CSV with the list statuses and never a code, audited', async () => {
    clock += 600_000; // the first code has expired, the others too: the export shows what the list shows
    const listed = (await t.post<VerifyCodeListResult>('/api/admin/verifyCode/list', { phoneNumber: '+15551002' }, admin)).body.result;
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verifyCode/export',
      payload: { format: 'csv', query: { phoneNumber: '+15551002' } },
      headers: { authorization: `Bearer ${admin}` },
    });
    const [header, ...rows] = csv.body.slice(1).trim().split('\r\n');
    expect(header).toBe('ID,Phone,Purpose,Status,Tries,Requested by,Sent,Expires,Used');
    expect(rows.map((r) => r.split(',').slice(1, 6))).toEqual(
      // A cell starting with + is written with a leading apostrophe, so a spreadsheet does not run it as a formula.
      listed.list.map((c: VerifyCodeRecord) => [`'${c.phoneNumber}`, c.purpose, c.status, String(c.tries), 'sam']),
    );
    expect(rows).toHaveLength(1);
    expect(csv.body).not.toContain(await sms.lastCode('+15551002'));
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', 'verifyCode.export').executeTakeFirst();
    expect(JSON.parse(audit!.detail!)).toMatchObject({ rows: 1, format: 'csv', filter: { phoneNumber: '+15551002' } });
  });

  it('deletes codes in bulk for good, naming a missing one; only holders of the operations may', async () => {
    const ids = (await t.post<VerifyCodeListResult>('/api/admin/verifyCode/list', {}, admin)).body.result.list.map((c) => c.id);
    expect((await t.post('/api/admin/verifyCode/bulk', { action: 'delete', ids }, sam)).status).toBe(403);
    expect((await t.post('/api/admin/verifyCode/export', { format: 'csv' }, sam)).status).toBe(403);
    const answer = await t.post<BulkResult>('/api/admin/verifyCode/bulk', { action: 'delete', ids: [ids[0], 999_999] }, admin);
    expect(answer.body.result).toEqual({
      done: [ids[0]],
      refused: [{ id: 999_999, code: 404, message: 'Verification code not found or outside your scope' }],
    });
    expect(await phones()).toHaveLength(2);
    expect((await t.post('/api/admin/verifyCode/restore', { ids: [ids[0]] }, admin)).status).toBe(404);
  });
});
