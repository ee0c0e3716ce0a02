import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createDictStore } from './dict';
import { dictEntryName, dictItemLabels, localizeDictItems, pickLabel, resolveLabel } from './labels';
import type { DictEntry } from './types';

const status: DictEntry = {
  dictCode: 'project_status',
  dictName: 'Project status',
  dictNames: { 'en-US': 'Project status', 'zh-CN': '项目状态' },
  items: [
    { label: 'Active', labels: { 'en-US': 'Active', 'zh-CN': '进行中' }, value: 'active', color: 'green' },
    { label: 'Closed', labels: { 'en-US': 'Closed' }, value: 'closed' },
    { label: 'Legacy', value: 'legacy' },
  ],
};

describe('labels per locale (issue 17)', () => {
  it("picks the locale's own label, else the other locale's, and says when it fell back", () => {
    expect(resolveLabel({ 'en-US': 'Active', 'zh-CN': '进行中' }, 'zh-CN')).toEqual({ text: '进行中', locale: 'zh-CN', fallback: false });
    expect(resolveLabel({ 'en-US': 'Active', 'zh-CN': '进行中' }, 'en-US')).toEqual({ text: 'Active', locale: 'en-US', fallback: false });
    expect(resolveLabel({ 'en-US': 'Active', 'zh-CN': '  ' }, 'zh-CN')).toEqual({ text: 'Active', locale: 'en-US', fallback: true });
    expect(resolveLabel({ 'en-US': 'Moderator', 'zh-CN': null }, 'zh-CN').fallback).toBe(true);
    expect(resolveLabel({ 'zh-CN': '只有中文' }, 'en-US')).toEqual({ text: '只有中文', locale: 'zh-CN', fallback: true });
    expect(resolveLabel(undefined, 'en-US')).toEqual({ text: '', locale: null, fallback: true });
    expect(pickLabel({ 'en-US': 'Moderator', 'zh-CN': '主持人' }, 'zh-CN')).toBe('主持人');
    expect(pickLabel({ 'en-US': 'Moderator' }, 'zh-CN')).toBe('Moderator');
  });

  it("reads an item's labels over its first label, and localizes items and dictionary names", () => {
    expect(dictItemLabels({ label: 'Legacy' })).toEqual({ 'en-US': 'Legacy' });
    expect(localizeDictItems(status.items, 'zh-CN').map((i) => i.label)).toEqual(['进行中', 'Closed', 'Legacy']);
    expect(localizeDictItems(status.items, 'en-US').map((i) => i.label)).toEqual(['Active', 'Closed', 'Legacy']);
    expect(localizeDictItems(status.items, 'zh-CN')[0]).toMatchObject({ value: 'active', color: 'green', labels: status.items[0]!.labels });
    expect(dictEntryName(status, 'zh-CN')).toBe('项目状态');
    expect(dictEntryName({ dictCode: 'x', dictName: 'X', items: [] }, 'zh-CN')).toBe('X');
    expect(dictEntryName({ dictCode: 'x', items: [] }, 'zh-CN')).toBe('x');
  });

  it('§3 keeps the labels in the dictData map and labels values per locale', async () => {
    const storage = createMemoryStorage();
    const dict = createDictStore({ fetchAll: async () => [status], storage });
    await dict.getState().load();
    expect(JSON.parse(storage.getItem('dictData')!)).toEqual({ project_status: status });
    expect(dict.getState().label('project_status', 'active')).toBe('Active');
    expect(dict.getState().label('project_status', 'active', 'zh-CN')).toBe('进行中');
    expect(dict.getState().label('project_status', 'closed', 'zh-CN')).toBe('Closed');
    expect(dict.getState().label('project_status', 'gone', 'zh-CN')).toBe('gone');
  });
});
