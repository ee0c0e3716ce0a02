import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, PNG_BYTES } from '../modules/file/multipart-body.test-helper.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { findForbiddenText, replaceForbiddenText } from './text-rule.js';

describe('text rule', () => {
  it('finds control characters and lone surrogates, keys included, and names where they are', () => {
    expect(findForbiddenText({ name: 'a\u0000b' })).toEqual({ field: 'name', char: 'U+0000' });
    expect(findForbiddenText({ items: [{ label: 'ok' }, { label: 'x\u001b[31m' }] })).toEqual({ field: 'items.1.label', char: 'U+001B' });
    expect(findForbiddenText({ note: 'half \ud83d of an emoji' })).toEqual({ field: 'note', char: 'U+D83D' });
    expect(findForbiddenText({ note: 'tail \ude00' })).toEqual({ field: 'note', char: 'U+DE00' });
    expect(findForbiddenText({ meta: { 'bad\u0007key': 1 } })).toEqual({ field: 'meta', char: 'U+0007' });
    expect(findForbiddenText({ del: '\u007f' })).toEqual({ field: 'del', char: 'U+007F' });
  });

  it('lets ordinary and unusual text through: tabs, new lines, U+FFFF, bidi marks, emoji, CJK', () => {
    expect(
      findForbiddenText({ text: 'line 1\r\nline 2\tend', odd: '\uffff\ufffe\u202e\u200f', emoji: '\u{1F600}', cjk: '报告' }),
    ).toBeUndefined();
    expect(findForbiddenText([1, true, null, { n: 2 }])).toBeUndefined();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findForbiddenText(deep)?.char).toBe('U+0000');
  });

  it('replaces refused characters when text is kept as evidence', () => {
    expect(replaceForbiddenText('a\u0000b\ud800c\u202e')).toBe('a\ufffdb\ufffdc\u202e');
  });
});

describe.each(testTargets())('odd characters on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const field = (body: { result: unknown }) => (body.result as { field?: string } | null)?.field;

  it('refuses a NUL byte in the anonymous sign-in with a 400 naming the field', async () => {
    const { status, body } = await t.post('/api/admin/land/login', { username: 'ad\u0000min', password: TEST_ADMIN_PASSWORD });
    expect({ status, field: field(body) }).toEqual({ status: 400, field: 'username' });
    expect(body.message).toBe('username contains a character that is not allowed (U+0000)');
  });

  it('refuses control characters and lone surrogates in any text of a write, and stores nothing', async () => {
    for (const [name, char] of [
      ['a\u0000b', 'U+0000'],
      ['x\u0008', 'U+0008'],
      ['\udc00z', 'U+DC00'],
    ] as const) {
      const { status, body } = await t.post('/api/admin/role/add', { code: 'odd_role', name }, admin);
      expect({ status, field: field(body), message: body.message }).toEqual({
        status: 400,
        field: 'name',
        message: `name contains a character that is not allowed (${char})`,
      });
    }
    const nested = await t.post(
      '/api/admin/question/add',
      { text: 'Pick one', type: 'single_choice', tags: ['ok', 'b\u0000d'], status: 'enabled' },
      admin,
    );
    expect({ status: nested.status, field: field(nested.body) }).toEqual({ status: 400, field: 'tags.1' });
    const roles = await t.app.db.selectFrom('roles').select('code').where('code', '=', 'odd_role').execute();
    expect(roles).toEqual([]);
  });

  it('refuses a NUL byte in a keyword search and in a query string', async () => {
    const search = await t.post('/api/admin/project/list', { keyword: '\u0000' }, admin);
    expect({ status: search.status, field: field(search.body) }).toEqual({ status: 400, field: 'keyword' });
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/land/ms/start?redirect=%00' });
    expect({ status: query.statusCode, field: query.json().result.field }).toEqual({ status: 400, field: 'redirect' });
  });

  it('stores U+FFFF, bidi overrides, emoji, tabs and new lines exactly as sent', async () => {
    const remark = 'tab\there\nnew line \uffff \u202eevil\u202c \u{1F600} 报告';
    const added = await t.post<{ id: number }>('/api/admin/role/add', { code: 'unusual_text', name: 'Unusual \u202e', remark }, admin);
    expect(added.status).toBe(200);
    const detail = await t.post<{ name: string; remark: string }>('/api/admin/role/detail', { id: added.body.result.id }, admin);
    expect(detail.body.result).toMatchObject({ name: 'Unusual \u202e', remark });
  });

  it('keeps an upload whose file name holds a NUL byte, with the character replaced', async () => {
    const { payload, headers } = multipartBody('pic\u0000ture.png', PNG_BYTES);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ originalName: 'pic\ufffdture.png', name: 'picture.png' });
  });
});
