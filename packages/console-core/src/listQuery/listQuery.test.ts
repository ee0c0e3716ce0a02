import { describe, expect, it } from 'vitest';
import { decodeListQuery, defaultListQuery, encodeListQuery, filterKindsOf, listQueryKeys } from './listQuery';
import type { ListQueryShape } from './types';

type Filters = { name?: string; status?: number; active?: boolean; tags?: string[]; ids?: number[] };
const shape: ListQueryShape<Filters> = {
  filters: { name: 'string', status: 'number', active: 'boolean', tags: 'strings', ids: 'numbers' },
  sortFields: ['name', 'createdAt'],
};

describe('list query in the URL', () => {
  it('an empty URL is the default query, and the default query writes an empty URL', () => {
    expect(decodeListQuery('', shape)).toEqual({ current: 1, pageSize: 20 });
    expect(encodeListQuery(defaultListQuery(shape), shape)).toBe('');
  });

  it('round-trips every kind of filter, the sort, the page and the size', () => {
    const query = {
      current: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'descend' as const,
      name: 'Ada 李',
      status: 2,
      active: false,
      tags: ['a', 'b'],
      ids: [4, 5],
    };
    const search = encodeListQuery(query, shape);
    expect(search).toBe(
      'name=Ada+%E6%9D%8E&status=2&active=false&tags=a&tags=b&ids=4&ids=5&sortField=name&sortOrder=descend&current=3&pageSize=50',
    );
    expect(decodeListQuery(`?${search}`, shape)).toEqual(query);
  });

  it('writes keys in a stable order whatever order the query has, after the keys it does not own', () => {
    const a = encodeListQuery({ status: 1, current: 2, name: 'x', pageSize: 20 }, shape, '?dictCode=d&current=9&from=menu');
    const b = encodeListQuery({ pageSize: 20, name: 'x', current: 2, status: 1 }, shape, new URLSearchParams('dictCode=d&from=menu'));
    expect(a).toBe('dictCode=d&from=menu&name=x&status=1&current=2');
    expect(b).toBe(a);
  });

  it('falls back to the default for each bad value, keeping the good ones', () => {
    const bad = '?current=-1&pageSize=5000&sortField=password&sortOrder=descend&status=abc&active=yes&ids=1&ids=x&name=ok';
    expect(decodeListQuery(bad, shape)).toEqual({ current: 1, pageSize: 20, name: 'ok' });
    expect(decodeListQuery('?current=2.5&pageSize=0&sortField=name&sortOrder=up', shape)).toEqual({ current: 1, pageSize: 20 });
    expect(decodeListQuery('?%E0%A4%A=1&current=%', shape)).toEqual({ current: 1, pageSize: 20 });
  });

  it('allows only the listed page sizes and the maximum', () => {
    const sized: ListQueryShape<Filters> = { ...shape, pageSizes: [10, 20, 50], maxPageSize: 50 };
    expect(decodeListQuery('pageSize=30', sized).pageSize).toBe(20);
    expect(decodeListQuery('pageSize=50', sized).pageSize).toBe(50);
    expect(decodeListQuery('pageSize=100', { filters: {} }).pageSize).toBe(100);
    expect(decodeListQuery('pageSize=101', { filters: {} }).pageSize).toBe(20);
  });

  it('leaves out values equal to their defaults and writes a cleared default as an empty key', () => {
    const withDefaults: ListQueryShape<Pick<Filters, 'name' | 'status'>> = {
      filters: { name: 'string', status: 'number' },
      defaults: { status: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'descend' },
    };
    expect(encodeListQuery({ current: 1, pageSize: 10, status: 1, sortField: 'createdAt', sortOrder: 'descend' }, withDefaults)).toBe('');
    const cleared = encodeListQuery({ current: 1, pageSize: 10, name: '' }, withDefaults);
    expect(cleared).toBe('status=&sortField=');
    expect(decodeListQuery(cleared, withDefaults)).toEqual({ current: 1, pageSize: 10 });
    expect(decodeListQuery('', withDefaults)).toEqual({
      current: 1,
      pageSize: 10,
      status: 1,
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
  });

  it('reads an empty key as no filter and an empty list as none', () => {
    expect(decodeListQuery('name=&tags=&ids=', shape)).toEqual({ current: 1, pageSize: 20 });
    expect(encodeListQuery({ current: 1, pageSize: 20, tags: [], name: '' }, shape)).toBe('');
    expect(encodeListQuery({ current: 1, pageSize: 20, tags: [] }, { filters: { tags: 'strings' }, defaults: { tags: ['a'] } })).toBe(
      'tags=',
    );
  });

  it('names the keys it owns and guesses filter kinds from example values', () => {
    expect(listQueryKeys({ filters: { name: 'string' } })).toEqual(['name', 'sortField', 'sortOrder', 'current', 'pageSize']);
    expect(filterKindsOf({ current: 1, name: '', status: 0, on: true, tags: [] as string[], ids: [1], x: undefined })).toEqual({
      name: 'string',
      status: 'number',
      on: 'boolean',
      tags: 'strings',
      ids: 'numbers',
      x: 'string',
    });
  });
});
