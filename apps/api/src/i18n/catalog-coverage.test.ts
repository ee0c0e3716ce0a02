import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/error-handler.js';
import { Type } from '../http/schema-types.js';
import { MESSAGE_CATALOG } from './catalog.js';
import { installMessageLanguage } from './install-message-language.js';
import { messageSites } from './message-sites.js';
import { chineseOf, requestLanguage, translateMessage } from './translate.js';

/** Messages that are the same in every language: the login success message is specified (docs/behaviour.md#51-login-form). */
const SPECIFIED = new Set(['welcome to use']);
const CHINESE = /\p{Script=Han}/u;
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalog', () => {
  const sites = messageSites(path.resolve(import.meta.dirname, '..'));

  it('finds the messages the code writes (the walk itself works)', () => {
    expect(sites.length).toBeGreaterThan(150);
    expect(sites.map((s) => s.text)).toEqual(
      expect.arrayContaining(['Invalid username or password', 'Not permitted: requires operation {0}']),
    );
  });

  it('has a zh-CN text for every message any envelope is written with', () => {
    const english = sites
      .filter((site) => !SPECIFIED.has(site.text))
      .filter((site) => !CHINESE.test(chineseOf(site.text.replace(/\{\d+\}/g, 'x7')) ?? ''))
      .map((site) => `${site.file}: ${site.text}`);
    expect(english).toEqual([]);
  });

  it('carries every value of an entry into its Chinese text, and each Chinese text is Chinese', () => {
    for (const [en, zh] of MESSAGE_CATALOG) {
      expect(placeholders(zh), en).toEqual(placeholders(en).filter((name) => name !== 's'));
      if (!SPECIFIED.has(en)) expect(zh, en).toMatch(/\p{Script=Han}|：/u);
    }
  });

  it('prefers the most specific entry and translates the values that are messages', () => {
    expect(translateMessage('code or password is required', 'zh-CN')).toBe('需要提供 code 或 password');
    expect(translateMessage('username is required', 'zh-CN')).toBe('username 为必填项');
    expect(translateMessage('newPassword: This password is one of the most common passwords', 'zh-CN')).toBe(
      'newPassword：此密码属于最常见的密码',
    );
    expect(translateMessage('Too many codes for this number; retry in 40 seconds', 'zh-CN')).toBe(
      '验证码发送过多（此号码），请在 40 秒后重试',
    );
    expect(translateMessage('welcome to use', 'zh-CN')).toBe('welcome to use');
    expect(translateMessage('Invalid username or password', 'en-US')).toBe('Invalid username or password');
  });

  it('reads the language from Accept-Language', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'zh-CN' } })).toBe('zh-CN');
    expect(requestLanguage({ headers: { 'accept-language': 'zh-Hans-CN,zh;q=0.9,en;q=0.8' } })).toBe('zh-CN');
    expect(requestLanguage({ headers: { 'accept-language': 'en-US,zh;q=0.5' } })).toBe('en-US');
    expect(requestLanguage({ headers: {} })).toBe('en-US');
  });
});

describe('validation messages in Chinese', () => {
  const body = Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 5, pattern: '^[a-z]+$' }),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
      tags: Type.Optional(Type.Array(Type.String(), { maxItems: 2, uniqueItems: true })),
      when: Type.Optional(Type.String({ format: 'date-time' })),
      note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    },
    { additionalProperties: false },
  );
  const bodies: unknown[] = [
    {},
    { name: '' },
    { name: 'toolongname' },
    { name: 'AB' },
    { name: 'ab', count: 0 },
    { name: 'ab', count: 101 },
    { name: 'ab', count: 1.5 },
    { name: 'ab', count: 'x' },
    { name: 'ab', kind: 'c' },
    { name: 'ab', tags: ['a', 'b', 'c'] },
    { name: 'ab', tags: ['a', 'a'] },
    { name: 'ab', when: 'yesterday' },
    { name: 'ab', note: { a: 1 } },
    { name: 7 },
    [],
  ];

  it('answers every schema refusal in the language asked for, naming the field', async () => {
    const app = Fastify();
    installErrorHandling(app);
    installMessageLanguage(app);
    app.post('/check', { schema: { body } }, async () => ({ code: 200, message: 'Saved', result: null }));
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/check',
        payload: payload as object,
        headers: { 'accept-language': 'zh-CN' },
      });
      const answer = response.json<{ code: number; message: string }>();
      expect(answer.code, JSON.stringify(payload)).toBe(400);
      expect(answer.message, JSON.stringify(payload)).toMatch(CHINESE);
    }
    const saved = await app.inject({ method: 'POST', url: '/check', payload: { name: 'ab' }, headers: { 'accept-language': 'zh-CN' } });
    expect(saved.json()).toEqual({ code: 200, message: '已保存', result: null });
    await app.close();
  });
});
