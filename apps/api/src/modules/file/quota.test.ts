import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { multipartBody } from './multipart-body.test-helper.js';
import { fileQuotaBytesFrom } from './quota.js';

describe('fileQuotaBytesFrom', () => {
  it('reads a positive integer, defaults to 1 GiB and refuses anything else', () => {
    expect(fileQuotaBytesFrom({})).toBe(1024 ** 3);
    expect(fileQuotaBytesFrom({ FILE_QUOTA_BYTES: '2048' })).toBe(2048);
    expect(() => fileQuotaBytesFrom({ FILE_QUOTA_BYTES: '-1' })).toThrow('FILE_QUOTA_BYTES must be a positive integer, got "-1"');
  });
});

describe.each(testTargets())('upload quota on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  const upload = async (token: string, size: number) => {
    const { payload, headers } = multipartBody('notes.txt', Buffer.alloc(size, 'a'), 'text/plain');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; message: string } };
  };

  beforeAll(async () => {
    process.env.FILE_QUOTA_BYTES = '1000';
    try {
      t = await startTestApp(target);
    } finally {
      delete process.env.FILE_QUOTA_BYTES;
    }
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'clerk', password: 'clerk-long-password', type: 'moderator', roles: ['admin'] });
    other = await t.login('clerk', 'clerk-long-password');
  });
  afterAll(() => t.close());

  it("refuses an upload past the account's quota with 413 saying how much is used, stores nothing, and leaves other accounts free", async () => {
    expect((await upload(admin, 600)).status).toBe(200);
    const refused = await upload(admin, 500);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      'Upload quota reached: your files use 600 bytes of 1000 bytes; delete files you no longer need or ask an admin',
    );
    expect(await t.app.db.selectFrom('files').select('size').execute()).toEqual([{ size: 600 }]);
    expect((await upload(admin, 400)).status).toBe(200);
    expect((await upload(other, 900)).status).toBe(200);
  });

  it('holds under parallel uploads of one account: ten of 300 bytes at once, at most three land', async () => {
    await createUser(t.app, { username: 'racer', password: 'racer-long-password', type: 'moderator', roles: ['admin'] });
    const racer = await t.login('racer', 'racer-long-password');
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(racer, 300)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 413)).toHaveLength(7);
    const stored = await t.app.db
      .selectFrom('files')
      .innerJoin('users', 'users.id', 'files.uploader_id')
      .select((eb) => eb.fn.sum<string | number>('size').as('used'))
      .where('users.username', '=', 'racer')
      .executeTakeFirstOrThrow();
    expect(Number(stored.used)).toBe(900);
  });
});
