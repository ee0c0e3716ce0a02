import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { DictEntrySchema, MenuAndOperateSchema, PageSchema } from '../contract/wire';
import { defaultPlaceName, schemaProblems } from './schema-problems';

describe('schemaProblems', () => {
  it('finds nothing in a value that conforms', () => {
    expect(
      schemaProblems(MenuAndOperateSchema, { menuTree: [{ path: 'a', name: 'A', title: 't', children: [] }], operateList: ['x:y'] }),
    ).toEqual([]);
  });

  it('names a missing field, a wrong type and a value outside a union, each where it is', () => {
    const problems = schemaProblems(MenuAndOperateSchema, {
      menuTree: [{ name: 'A', title: 't', isShow: 3, children: [{ path: 'b', name: 'B', title: 7 }] }],
      operateList: [1],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'menuTree[0] has no path (a string)',
        'menuTree[0].isShow is 3, not 0 or 1',
        'menuTree[0].children[0].title is 7, not a string',
        'operateList[0] is 1, not a string',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('says what a union of types expects, and treats a key holding undefined as missing', () => {
    expect(schemaProblems(DictEntrySchema, { dictCode: undefined, items: [{ label: 'Open', value: true }] })).toEqual([
      'the value has no dictCode (a string)',
      'items[0].value is true, not a string or a number',
    ]);
  });

  it('names a whole value of the wrong kind, and bounds from the schema', () => {
    expect(schemaProblems(PageSchema(Type.Unknown()), null)).toEqual(['the value is null, not an object']);
    expect(schemaProblems(PageSchema(Type.Unknown()), { list: [], total: -1, current: 1, pageSize: 20 })).toEqual([
      'total is -1, not a number from 0',
    ]);
  });

  it('lets the caller name places', () => {
    expect(schemaProblems(Type.Array(Type.String()), [1], (path) => `code #${String(path[0])}`)).toEqual(['code #0 is 1, not a string']);
    expect(defaultPlaceName(['menuTree', 0, 'children', 2])).toBe('menuTree[0].children[2]');
  });
});
