import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { DictAllResult, DictItemListResult, DictItemRecord, DictListResult, DictRecord } from './schemas.js';

describe.each(testTargets())('dict on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'cli', password: 'client-pw-123', roles: ['client'] });
    client = await t.login('cli', 'client-pw-123');
  });
  afterAll(() => t.close());

  const items = async (dictCode: string) =>
    (await t.post<DictItemListResult>('/api/admin/dict/item/list', { dictCode }, admin)).body.result.list;

  it('seeds the console statuses and types; /dict/all answers any signed-in user in core loader shape', async () => {
    const { status, body } = await t.post<DictAllResult>('/api/admin/dict/all', {}, client);
    expect(status).toBe(200);
    const codes = body.result.map((d) => d.dictCode);
    expect(codes).toEqual(
      expect.arrayContaining([
        'project_status',
        'session_kind',
        'session_status',
        'participant_status',
        'question_type',
        'gender',
        'user_status',
        'agreement_type',
      ]),
    );
    const project = body.result.find((d) => d.dictCode === 'project_status');
    expect(project?.dictName).toBe('Project status');
    expect(project?.items.map((i) => i.value)).toEqual(['draft', 'active', 'closed', 'archived']);
    expect(project?.dictNames).toEqual({ 'en-US': 'Project status', 'zh-CN': '项目状态' });
    expect(project?.items[0]).toEqual({
      label: 'Draft',
      labels: { 'en-US': 'Draft', 'zh-CN': '草稿' },
      value: 'draft',
      color: 'gray',
      isDefault: true,
      order: 10,
    });
    expect((await t.post('/api/admin/dict/all', {})).body.code).toBe(50008);
    expect((await t.post('/api/admin/dict/list', {}, client)).body.code).toBe(403);
  });

  it('adds, lists with search and pagination, updates and deletes a dictionary, with audit', async () => {
    const added = await t.post<DictRecord>('/api/admin/dict/add', { code: 'room_size', name: 'Room size', remark: 'test' }, admin);
    expect(added.body).toMatchObject({ code: 200, result: { code: 'room_size', name: 'Room size', status: 'enabled', itemCount: 0 } });
    expect((await t.post('/api/admin/dict/add', { code: 'room_size', name: 'Again' }, admin)).body.code).toBe(409);
    const bad = await t.post('/api/admin/dict/add', { code: 'Bad Code', name: 'x' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('code');

    const search = await t.post<DictListResult>('/api/admin/dict/list', { current: 1, pageSize: 20, keyword: 'ROOM' }, admin);
    expect(search.body.result.list.map((d) => d.code)).toEqual(['room_size']);
    const paged = await t.post<DictListResult>('/api/admin/dict/list', { current: 2, pageSize: 3 }, admin);
    expect(paged.body.result).toMatchObject({ total: 9, current: 2, pageSize: 3 });
    expect(paged.body.result.list).toHaveLength(3);
    expect((await t.post('/api/admin/dict/list', { pageSize: 1000 }, admin)).body.code).toBe(400);
    const literal = await t.post<DictListResult>('/api/admin/dict/list', { keyword: '_' }, admin);
    expect(literal.body.result.total).toBe(8);

    const id = added.body.result.id;
    const updated = await t.post<DictRecord>('/api/admin/dict/update', { id, name: 'Room capacity', status: 'disabled' }, admin);
    expect(updated.body.result).toMatchObject({ name: 'Room capacity', status: 'disabled', remark: 'test' });
    const all = await t.post<DictAllResult>('/api/admin/dict/all', {}, admin);
    expect(all.body.result.map((d) => d.dictCode)).not.toContain('room_size');
    expect((await t.post('/api/admin/dict/delete', { id }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/dict/delete', { id }, admin)).body.code).toBe(404);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', 'room_size').execute();
    expect(audit.map((a) => a.action)).toEqual(['dict.add', 'dict.update', 'dict.delete']);
  });

  it('adds items at the end, keeps one default, refuses duplicate values, reorders and deletes', async () => {
    const add = (body: object) => t.post<DictItemRecord>('/api/admin/dict/item/add', { dictCode: 'gender', ...body }, admin);
    const other = await add({ label: 'Other', value: 'other', color: 'lime', isDefault: true });
    expect(other.body.result).toMatchObject({ label: 'Other', value: 'other', color: 'lime', isDefault: true, order: 40 });
    let list = await items('gender');
    expect(list.filter((i) => i.isDefault).map((i) => i.value)).toEqual(['other']);
    expect((await add({ label: 'Dup', value: 'male' })).body.code).toBe(409);
    expect((await add({ label: 'Bad colour', value: 'x', color: '#ff0000' })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('color'),
    });
    expect((await t.post('/api/admin/dict/item/add', { dictCode: 'nope', label: 'a', value: 'a' }, admin)).body.code).toBe(404);

    const male = list.find((i) => i.value === 'male')!;
    const made = await t.post<DictItemRecord>(
      '/api/admin/dict/item/update',
      { id: male.id, label: 'Man', value: 'male', isDefault: true },
      admin,
    );
    expect(made.body.result).toMatchObject({ label: 'Man', isDefault: true, color: 'blue' }); // an omitted field keeps its value (http/partial-update.ts)
    list = await items('gender');
    expect(list.filter((i) => i.isDefault).map((i) => i.value)).toEqual(['male']);
    expect((await t.post('/api/admin/dict/item/update', { id: male.id, label: 'Man', value: 'female' }, admin)).body.code).toBe(409);

    const reversed = list.map((i) => i.id).reverse();
    expect((await t.post('/api/admin/dict/item/reorder', { dictCode: 'gender', ids: reversed }, admin)).body.code).toBe(200);
    expect((await items('gender')).map((i) => i.id)).toEqual(reversed);
    const partial = await t.post('/api/admin/dict/item/reorder', { dictCode: 'gender', ids: reversed.slice(1) }, admin);
    expect(partial.body).toMatchObject({ code: 400, result: { field: 'ids' } });

    expect((await t.post('/api/admin/dict/item/delete', { id: other.body.result.id }, admin)).body.code).toBe(200);
    const all = await t.post<DictAllResult>('/api/admin/dict/all', {}, client);
    expect(all.body.result.find((d) => d.dictCode === 'gender')?.items.map((i) => i.value)).toEqual(['undisclosed', 'female', 'male']);
  });

  it('leaves disabled items out of /dict/all', async () => {
    const [first] = await items('session_kind');
    await t.post('/api/admin/dict/item/update', { id: first!.id, label: first!.label, value: first!.value, status: 'disabled' }, admin);
    const all = await t.post<DictAllResult>('/api/admin/dict/all', {}, admin);
    expect(all.body.result.find((d) => d.dictCode === 'session_kind')?.items.map((i) => i.value)).toEqual(['interview']);
  });
});
