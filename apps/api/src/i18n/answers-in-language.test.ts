import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('messages in the caller’s language on $name', (target) => {
  let t: TestApp;
  let sam: string;
  const ask = async (url: string, payload: object, language: string, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return response.json<{ code: number; message: string }>();
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'sam', password: 'sam-long-password', type: 'moderator', roles: ['moderator'] });
    sam = await t.login('sam', 'sam-long-password');
  });
  afterAll(() => t.close());

  it('answers a wrong password, a refusal and a validation error in Chinese to a zh-CN console', async () => {
    expect(await ask('/api/admin/land/login', { username: 'admin', password: 'wrong-password-here' }, 'zh-CN')).toMatchObject({
      message: '用户名或密码错误',
    });
    expect(await ask('/api/admin/project/list', {}, 'zh-CN', sam)).toEqual({
      code: 403,
      message: '无权操作：需要操作权限 project:list',
      result: null,
    });
    expect(await ask('/api/admin/user/changePhoneNumber', { phoneNumber: '+15550001', password: 'x' }, 'zh-CN', sam)).toMatchObject({
      code: 400,
      message: 'code 为必填项',
    });
  });

  it('answers in English otherwise, and keeps the specified login message in every language', async () => {
    expect(await ask('/api/admin/land/login', { username: 'admin', password: 'wrong-password-here' }, 'en-US')).toMatchObject({
      message: 'Invalid username or password',
    });
    expect((await ask('/api/admin/land/login', { username: 'admin', password: TEST_ADMIN_PASSWORD }, 'zh-CN')).message).toBe(
      'welcome to use',
    );
  });
});
