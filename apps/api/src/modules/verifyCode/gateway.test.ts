import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_GATEWAY_BODY } from '../../sms/gateway-config.js';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../testing/fake-sms-gateway.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';

describe.each(testTargets())('codes through an SMS gateway on $name', (target) => {
  let t: TestApp;
  let gateway: FakeSmsGateway;
  let sam: string;
  const send = (phoneNumber: string) => t.post('/api/admin/verifyCode/send', { phoneNumber, purpose: 'changePhoneNumber' }, sam);

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    t = await startTestApp(target, {
      config: {
        smsGateway: {
          url: gateway.url,
          secret: 'gateway-secret',
          bodyTemplate: DEFAULT_SMS_GATEWAY_BODY,
          timeoutMs: 300,
          attempts: 2,
          backoffMs: 10,
        },
      },
    });
    await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
    sam = await t.login('sam', 'sam-long-password');
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('delivers the code to the gateway, which the user then changes their number with; nothing is kept in the outbox', async () => {
    expect((await send('+15550101')).body.code).toBe(200);
    const delivered = JSON.parse(gateway.received.at(-1)?.body ?? '{}') as { to: string; text: string };
    expect(delivered.to).toBe('+15550101');
    expect(gateway.received.at(-1)?.headers.authorization).toBe('Bearer gateway-secret');
    const code = /\d{6}/.exec(delivered.text)?.[0] ?? '';
    const changed = await t.post(
      '/api/admin/user/changePhoneNumber',
      { phoneNumber: '+15550101', code, password: 'sam-long-password' },
      sam,
    );
    expect(changed.body).toMatchObject({ code: 200, result: { phoneNumber: '+15550101' } });
    expect(await t.app.db.selectFrom('sent_messages').selectAll().execute()).toEqual([]);
  });

  it('says the message could not be sent when the gateway fails, audits why, and lets the user ask again at once', async () => {
    gateway.script(503, 'hang');
    const failed = await send('+15550102');
    expect(failed.body.code).toBe(503);
    expect(failed.body.message).toMatch(/text message could not be sent/);
    expect(gateway.received.filter((r) => r.body.includes('+15550102'))).toHaveLength(2);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['outcome', 'detail'])
      .where('action', '=', 'verifyCode.send')
      .where('target', '=', '+15550102')
      .execute();
    expect(audit).toEqual([
      { outcome: 'failure', detail: JSON.stringify({ purpose: 'changePhoneNumber', reason: 'timeout', attempts: 2 }) },
    ]);
    expect(await t.app.db.selectFrom('verify_codes').select('id').where('phone_number', '=', '+15550102').execute()).toEqual([]);
    expect((await send('+15550102')).body.code).toBe(200);
  });
});
