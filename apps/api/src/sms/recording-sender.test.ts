import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsOutboxListResult } from '../modules/verifyCode/schemas.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('the SMS outbox on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let sam: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    sam = await t.login('sam', 'sam-long-password');
  });
  afterAll(() => t.close());

  it('lets an admin read a code sent without a gateway, so its requester can finish the phone change', async () => {
    expect((await t.post('/api/admin/verifyCode/send', { phoneNumber: '+15550009', purpose: 'changePhoneNumber' }, sam)).status).toBe(200);
    const outbox = await t.post<SmsOutboxListResult>('/api/admin/verifyCode/outbox', { recipient: '+15550009' }, admin);
    expect(outbox.body.result).toMatchObject({ total: 1, current: 1, pageSize: 20 });
    const [message] = outbox.body.result.list;
    expect(message).toMatchObject({ channel: 'sms', recipient: '+15550009' });
    const code = /verification code is (\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
    expect(message?.body).toContain(`您的验证码是 ${code}`);
    const changed = await t.post(
      '/api/admin/user/changePhoneNumber',
      { phoneNumber: '+15550009', code, password: 'sam-long-password' },
      sam,
    );
    expect(changed.body).toMatchObject({ code: 200, result: { phoneNumber: '+15550009' } });
    const audit = await t.app.db.selectFrom('audit_log').select(['detail', 'target']).where('action', '=', 'verifyCode.send').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('lists newest first, pages, and is refused without its operation', async () => {
    for (const phone of ['+15550011', '+15550012', '+15550013']) {
      await t.app.db
        .insertInto('sent_messages')
        .values({ channel: 'sms', recipient: phone, body: `to ${phone}`, created_at: new Date().toISOString() })
        .execute();
    }
    const page = await t.post<SmsOutboxListResult>('/api/admin/verifyCode/outbox', { current: 1, pageSize: 2 }, admin);
    expect(page.body.result.list.map((m) => m.recipient)).toEqual(['+15550013', '+15550012']);
    expect(page.body.result.total).toBe(4);
    expect((await t.post('/api/admin/verifyCode/outbox', { pageSize: 101 }, admin)).body.code).toBe(400);
    expect((await t.post('/api/admin/verifyCode/outbox', {}, sam)).body.code).toBe(403);
  });
});
