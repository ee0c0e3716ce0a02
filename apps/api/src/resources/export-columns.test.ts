// What a module author notices of the export columns a declaration names: the titles and cells the kernel derives,
// and the start that stops on a column it cannot write.
import { describe, expect, it } from 'vitest';
import { Nullable, Type } from '../http/schema-types.js';
import { exportColumnsOf } from './export-columns.js';

const record = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  builtin: Type.Boolean(),
  tags: Type.Array(Type.String()),
  client: Nullable(Type.Object({ name: Type.String() })),
  createdAt: Type.String(),
});
type Rec = { id: number; version: number; builtin: boolean; tags: string[]; client: { name: string } | null; createdAt: string };
const row: Rec = { id: 7, version: 2, builtin: true, tags: ['a', 'b'], client: { name: 'Acme' }, createdAt: '2030-01-01' };

describe('export columns of a declaration', () => {
  it('writes the fields in the declared order, shared or own titles, flags as yes/no and lists joined', () => {
    const columns = exportColumnsOf<Rec>('thing', record, {
      columns: {
        version: ['Version', '版本'],
        id: true,
        builtin: ['Built-in', '内置'],
        tags: ['Tags', '标签'],
        client: ['Client', '客户'],
      },
      cells: { client: (r) => r.client?.name ?? '' },
    });
    expect(columns.map((c) => [c.key, c.titles['en-US'], c.titles['zh-CN'], c.cell(row)])).toEqual([
      ['version', 'Version', '版本', 2],
      ['id', 'ID', '编号', 7],
      ['builtin', 'Built-in', '内置', 'yes'],
      ['tags', 'Tags', '标签', 'a; b'],
      ['client', 'Client', '客户', 'Acme'],
    ]);
  });

  it('stops the start on a column it cannot write, naming the resource and the column', () => {
    expect(() => exportColumnsOf<Rec>('thing', record, { columns: { version: true } })).toThrow(
      'resource thing: export column version has no shared titles: give its own',
    );
    expect(() => exportColumnsOf<Rec>('thing', record, { columns: { client: ['Client', '客户'] } })).toThrow(
      'resource thing: export column client holds objects and needs a cell',
    );
    expect(() => exportColumnsOf<Rec & { missing: string }>('thing', record, { columns: { missing: ['Missing', '缺'] } })).toThrow(
      'resource thing: export column missing is not a field of its record',
    );
  });
});
