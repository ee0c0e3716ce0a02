import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createDictStore, groupDictEntries } from './dict';
import type { DictEntry } from './types';

const status: DictEntry = {
  dictCode: 'status',
  items: [
    { label: 'Open', value: '1' },
    { label: 'Closed', value: '0' },
  ],
};
const statusDuplicate: DictEntry = { dictCode: 'status', items: [{ label: 'Other', value: '1' }] };
const gender: DictEntry = { dictCode: 'gender', items: [{ label: 'Female', value: 'f' }] };

// see docs/behaviour.md#36-dictionary-entry
describe('dictionary loader (behaviour §3.6)', () => {
  it('§3 entries are grouped by dictCode and the first of each group is kept', () => {
    expect(groupDictEntries([status, statusDuplicate, gender])).toEqual({ status, gender });
  });

  it('keeps an item value a server sent as a number as its text, so widgets and label compare one kind of value', async () => {
    const storage = createMemoryStorage();
    const dict = createDictStore({
      fetchAll: async () => [
        {
          dictCode: 'level',
          items: [
            { label: 'High', value: 3 },
            { label: 'Low', value: '1' },
          ],
        },
      ],
      storage,
    });
    await dict.getState().load();
    expect(
      dict
        .getState()
        .items('level')
        .map((item) => item.value),
    ).toEqual(['3', '1']);
    expect(dict.getState().label('level', 3)).toBe('High');
  });

  it('§3 the map is kept in local storage under dictData', async () => {
    const storage = createMemoryStorage();
    const fetchAll = vi.fn(async () => [status, statusDuplicate, gender]);
    const dict = createDictStore({ fetchAll, storage });
    await dict.getState().load();
    expect(JSON.parse(storage.getItem('dictData')!)).toEqual({ status, gender });
    expect(dict.getState().items('status')).toEqual(status.items);
    expect(dict.getState().label('status', 1)).toBe('Open');
    expect(dict.getState().label('status', 9)).toBe('9');
    expect(dict.getState().items('missing')).toEqual([]);
    expect(dict.getState().loading).toBe(false);
  });

  it('§3 the stored map is read back at start and load does not fetch again', async () => {
    const storage = createMemoryStorage({ dictData: JSON.stringify({ gender }) });
    const fetchAll = vi.fn(async () => [status]);
    const dict = createDictStore({ fetchAll, storage });
    expect(dict.getState().label('gender', 'f')).toBe('Female');
    await dict.getState().load();
    expect(fetchAll).not.toHaveBeenCalled();
    await dict.getState().refresh();
    expect(fetchAll).toHaveBeenCalledOnce();
    expect(Object.keys(dict.getState().map)).toEqual(['status']);
  });

  it('concurrent loads share one request; a failed load passes the error on', async () => {
    const storage = createMemoryStorage({ dictData: '[1,2]' });
    let calls = 0;
    const dict = createDictStore({ fetchAll: async () => (++calls === 1 ? [gender] : Promise.reject(new Error('down'))), storage });
    expect(dict.getState().map).toEqual({});
    await Promise.all([dict.getState().load(), dict.getState().load()]);
    expect(calls).toBe(1);
    await expect(dict.getState().refresh()).rejects.toThrow('down');
    expect(dict.getState().loading).toBe(false);
    expect(dict.getState().map).toEqual({ gender });
  });
});
