// Issue 17: dictionaries and their items carry an en-US and an optional zh-CN label. The seeded ones have both;
// add and update take both; an empty second label is stored as none (readers fall back to the first); an update
// that leaves it out keeps it; an item edit from an older version is a 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_ITEM_LABELS_ZH, DICT_NAMES_ZH } from '../../db/seed/seed-labels.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { DictAllResult, DictItemListResult, DictItemRecord, DictListResult, DictRecord } from './schemas.js';

describe.each(testTargets())('dictionary labels in two languages on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2031-01-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());
  const post = <T>(url: string, body: unknown) => t.post<T>(url, body, admin);

  it('seeds every built-in dictionary and item in en-US and zh-CN, in lists, details and /dict/all', async () => {
    const all = (await post<DictAllResult>('/api/admin/dict/all', {})).body.result;
    for (const [code, nameZh] of Object.entries(DICT_NAMES_ZH)) {
      const entry = all.find((d) => d.dictCode === code);
      expect(entry?.dictNames).toEqual({ 'en-US': entry?.dictName, 'zh-CN': nameZh });
      for (const item of entry?.items ?? []) {
        expect(item.labels).toEqual({ 'en-US': item.label, 'zh-CN': DICT_ITEM_LABELS_ZH[code]?.[item.value] });
      }
    }
    const gender = (await post<DictItemListResult>('/api/admin/dict/item/list', { dictCode: 'gender' })).body.result;
    expect(gender.dict).toMatchObject({ name: 'Gender', nameZh: '性别', remark: 'Built in', remarkZh: '内置' });
    expect(gender.list.map((i) => [i.label, i.labelZh])).toEqual([
      ['Male', '男'],
      ['Female', '女'],
      ['Undisclosed', '未透露'],
    ]);
    const found = (await post<DictListResult>('/api/admin/dict/list', { keyword: '协议' })).body.result.list;
    expect(found.map((d) => d.code)).toEqual(['agreement_type']);
  });

  it('adds and updates both labels; an empty second label is none and shows the first', async () => {
    const dict = (
      await post<DictRecord>('/api/admin/dict/add', { code: 'room_kind', name: 'Room kind', nameZh: ' 房间类型 ', remarkZh: '' })
    ).body.result;
    expect(dict).toMatchObject({ name: 'Room kind', nameZh: '房间类型', remarkZh: null });
    const add = (body: object) => post<DictItemRecord>('/api/admin/dict/item/add', { dictCode: 'room_kind', ...body });
    const big = (await add({ label: 'Large', labelZh: '大', value: 'large' })).body.result;
    const small = (await add({ label: 'Small', labelZh: '  ', value: 'small' })).body.result;
    expect([big.labelZh, small.labelZh]).toEqual(['大', null]);
    const all = (await post<DictAllResult>('/api/admin/dict/all', {})).body.result.find((d) => d.dictCode === 'room_kind');
    expect(all?.items.map((i) => i.labels)).toEqual([{ 'en-US': 'Large', 'zh-CN': '大' }, { 'en-US': 'Small' }]);

    const renamed = await post<DictItemRecord>('/api/admin/dict/item/update', { id: big.id, label: 'Big' });
    expect(renamed.body.result).toMatchObject({ label: 'Big', labelZh: '大', value: 'large' });
    const cleared = await post<DictItemRecord>('/api/admin/dict/item/update', { id: big.id, labelZh: null });
    expect(cleared.body.result).toMatchObject({ label: 'Big', labelZh: null });
    const dictUpdated = await post<DictRecord>('/api/admin/dict/update', { id: dict.id, nameZh: '' });
    expect(dictUpdated.body.result).toMatchObject({ name: 'Room kind', nameZh: null, remark: null });
    const tooLong = await post('/api/admin/dict/item/update', { id: big.id, labelZh: '长'.repeat(65) });
    expect(tooLong.body).toMatchObject({ code: 400, message: expect.stringContaining('labelZh') });
  });

  it('refuses an item edit made from an older version with 409 and keeps the newer labels', async () => {
    const [item] = (await post<DictItemListResult>('/api/admin/dict/item/list', { dictCode: 'session_kind' })).body.result.list;
    clock += 1000;
    const first = await post<DictItemRecord>('/api/admin/dict/item/update', {
      id: item!.id,
      updatedAt: item!.updatedAt,
      labelZh: '座谈会',
    });
    expect(first.body.result.labelZh).toBe('座谈会');
    clock += 1000;
    const stale = await post('/api/admin/dict/item/update', { id: item!.id, updatedAt: item!.updatedAt, labelZh: '小组' });
    expect(stale.body).toMatchObject({ code: 409, result: { reason: 'stale' } });
    const after = (await post<DictItemListResult>('/api/admin/dict/item/list', { dictCode: 'session_kind' })).body.result.list[0];
    expect(after?.labelZh).toBe('座谈会');
  });
});
