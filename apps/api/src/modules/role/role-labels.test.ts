// Issue 17: roles carry an en-US and an optional zh-CN name and remark. The built-in roles have both; add and
// update take both; an empty second text is stored as none; an update that leaves it out keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { RoleDetailResult, RoleItem, RoleListResult, RoleOption } from './schemas.js';

describe.each(testTargets())('role names in two languages on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const post = <T>(url: string, body?: unknown) => t.post<T>(`/api/admin/role/${url}`, body, admin);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('seeds the built-in roles in en-US and zh-CN, in the list, the options and by a Chinese keyword', async () => {
    const list = (await post<RoleListResult>('list', {})).body.result.list;
    expect(list.map((r) => [r.code, r.name, r.nameZh, r.remark, r.remarkZh])).toEqual([
      ['admin', 'Administrator', '管理员', 'Built-in role', '内置角色'],
      ['moderator', 'Moderator', '主持人', 'Built-in role', '内置角色'],
      ['client', 'Client', '客户', 'Built-in role', '内置角色'],
    ]);
    const options = (await post<RoleOption[]>('all')).body.result;
    expect(options.find((r) => r.code === 'moderator')).toMatchObject({ name: 'Moderator', nameZh: '主持人' });
    expect((await post<RoleListResult>('list', { keyword: '主持' })).body.result.list.map((r) => r.code)).toEqual(['moderator']);
  });

  it('adds and updates both names; empty is none; omitted keeps', async () => {
    const added = (await post<RoleItem>('add', { code: 'observer', name: 'Observer', nameZh: ' 观察员 ', remark: 'Reads', remarkZh: '' }))
      .body.result;
    expect(added).toMatchObject({ name: 'Observer', nameZh: '观察员', remark: 'Reads', remarkZh: null });
    const plain = (await post<RoleItem>('add', { code: 'guest', name: 'Guest' })).body.result;
    expect(plain).toMatchObject({ nameZh: null, remarkZh: null });

    const renamed = await post<RoleItem>('update', { id: added.id, name: 'Watcher', updatedAt: added.updatedAt });
    expect(renamed.body.result).toMatchObject({ name: 'Watcher', nameZh: '观察员', remark: 'Reads' });
    const withRemark = await post<RoleItem>('update', { id: added.id, remarkZh: '只读' });
    expect(withRemark.body.result).toMatchObject({ nameZh: '观察员', remarkZh: '只读' });
    const cleared = await post<RoleItem>('update', { id: added.id, nameZh: '' });
    expect(cleared.body.result).toMatchObject({ name: 'Watcher', nameZh: null, remarkZh: '只读' });
    const detail = await post<RoleDetailResult>('detail', { id: added.id });
    expect(detail.body.result).toMatchObject({ nameZh: null, remarkZh: '只读' });
    const tooLong = await post('update', { id: added.id, nameZh: '名'.repeat(65) });
    expect(tooLong.body).toMatchObject({ code: 400, message: expect.stringContaining('nameZh') });
  });

  it('keeps the zh-CN name when a built-in role is renamed in Chinese only', async () => {
    const moderator = (await post<RoleListResult>('list', { keyword: 'moderator' })).body.result.list[0]!;
    const updated = await post<RoleItem>('update', { id: moderator.id, nameZh: '协调员' });
    expect(updated.body.result).toMatchObject({ code: 'moderator', name: 'Moderator', nameZh: '协调员', builtin: true });
  });
});
