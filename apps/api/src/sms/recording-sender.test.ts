import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as maskStoredCodes } from '../modules/verifyCode/migrations/history/088_mask_sent_codes.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { MASKED_SECRET, maskSecrets } from './recording-sender.js';

describe('maskSecrets', () => {
  it('replaces every occurrence of every secret and leaves the rest', () => {
    expect(maskSecrets({ phoneNumber: '+1', body: 'Code 123456, again 123456; ref 42', secrets: ['123456'] })).toBe(
      `Code ${MASKED_SECRET}, again ${MASKED_SECRET}; ref 42`,
    );
    expect(maskSecrets({ phoneNumber: '+1', body: 'No secret here', secrets: [''] })).toBe('No secret here');
  });
});

describe.each(testTargets())('the SMS outbox on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('records a sent code masked, in English and Chinese, so the outbox cannot be used to change a phone number', async () => {
    await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
    const sam = await t.login('sam', 'sam-long-password');
    expect((await t.post('/api/admin/verifyCode/send', { phoneNumber: '+15550009', purpose: 'changePhoneNumber' }, sam)).status).toBe(200);
    const { body } = await t.app.db
      .selectFrom('sent_messages')
      .select('body')
      .where('recipient', '=', '+15550009')
      .executeTakeFirstOrThrow();
    expect(body).toContain(`Your verification code is ${MASKED_SECRET}`);
    expect(body).toContain(`您的验证码是 ${MASKED_SECRET}`);
    expect(body).not.toMatch(/\d{6}/);
  });

  it('masks the codes an older version left in clear (migration 088)', async () => {
    await t.app.db
      .insertInto('sent_messages')
      .values({
        channel: 'sms',
        recipient: '+15550010',
        body: 'Your verification code is 654321. It expires in 10 minutes.',
        created_at: new Date().toISOString(),
      })
      .execute();
    await maskStoredCodes(t.app.db as never);
    const { body } = await t.app.db
      .selectFrom('sent_messages')
      .select('body')
      .where('recipient', '=', '+15550010')
      .executeTakeFirstOrThrow();
    expect(body).toBe('Your verification code is ••••••. It expires in 10 minutes.');
  });
});
