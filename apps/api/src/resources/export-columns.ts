// The columns of a resource's export, each fact said once: the declaration's `export.columns` names the fields of the
// wire record it writes, in their order, each with its title (or `true`: the title FIELD_TITLES gives a field every
// export calls alike); a cell is the field's value unless the declaration computes one in `cells`. defineResource
// (declaration.ts) builds the columns once, at start, and refuses a column without a title, a field the record does
// not have, or a field that holds objects with no cell to say what to write.
import type { JsonSchema, TSchema } from '../http/schema-types.js';
import type { TableCell } from './table-files.js';

/** A column title in both languages: `[en-US, zh-CN]`. */
export type Titles = readonly [en: string, zh: string];

/**
 * Titles of fields many records have, said once for every export that writes them (`columns: { id: true }`); a
 * resource that calls such a field otherwise gives its own titles.
 */
export const FIELD_TITLES: Readonly<Record<string, Titles>> = {
  id: ['ID', '编号'],
  code: ['Code', '编码'],
  name: ['Name', '名称'],
  nameZh: ['Name (Chinese)', '中文名称'],
  title: ['Title', '标题'],
  type: ['Type', '类型'],
  status: ['Status', '状态'],
  remark: ['Remark', '备注'],
  remarkZh: ['Remark (Chinese)', '中文备注'],
  description: ['Description', '描述'],
  email: ['Email', '邮箱'],
  ip: ['IP', 'IP'],
  startDate: ['Start date', '开始日期'],
  endDate: ['End date', '结束日期'],
  timeZone: ['Time zone', '时区'],
  createdAt: ['Created at', '创建时间'],
  updatedAt: ['Updated at', '更新时间'],
};

/** A column of an export: its key (what a call's `columns` names), its title in both languages and its cell. */
export interface ExportColumn<Rec> {
  key: string;
  titles: { 'en-US': string; 'zh-CN': string };
  cell: (record: Rec) => TableCell;
}

/** A declaration's export, as it is written: fields of the record, the titles and cells the kernel cannot know. */
export interface ExportSpec<Rec> {
  /** The fields an export can write, in their default order, each with its titles (`true`: those of FIELD_TITLES). */
  columns: { readonly [K in keyof Rec & string]?: Titles | true };
  /** Cells that are not the field's value as it is (e.g. the name of a linked record). */
  cells?: { readonly [K in keyof Rec & string]?: (record: Rec) => TableCell };
  /** The file's name before the date (default: the resource's name). */
  fileName?: string;
}

/**
 * A field's value as a cell: a flag as `yes` or `no`, a list of texts joined by `; `, anything else as it is.
 *
 * @example
 * plainCell(true); // 'yes'
 * plainCell(['admin', 'staff']); // 'admin; staff'
 */
export function plainCell(value: unknown): TableCell {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join('; ');
  return value as TableCell;
}

/** The fields of a wire record (an object schema), by name. */
export function fieldsOf(record: TSchema): Record<string, JsonSchema> {
  return ((record as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
}

/** The JSON types a schema allows (`type: 'x'`, `type: ['x', 'null']` or `anyOf` of such). */
function typesOf(schema: JsonSchema): unknown[] {
  return [schema.type, ...((schema.anyOf as JsonSchema[] | undefined) ?? []).map((kind) => kind.type)].flat();
}

/** True when a field of this schema holds something `plainCell` cannot write (an object, or a list of objects). */
function holdsObjects(schema: JsonSchema): boolean {
  const kinds = [schema, ...((schema.anyOf as JsonSchema[] | undefined) ?? [])];
  return (
    typesOf(schema).includes('object') ||
    kinds.some((kind) => typesOf(kind).includes('array') && !typesOf((kind.items ?? {}) as JsonSchema).includes('string'))
  );
}

/**
 * The export columns of the resource `name` whose wire record is `record`; throws (at start) on a column without a
 * title, a field the record lacks, or a field holding objects without a cell.
 *
 * @example
 * exportColumnsOf('agreement', recordResult, { columns: { id: true, version: ['Version', '版本'] } });
 */
export function exportColumnsOf<Rec>(name: string, record: TSchema, spec: ExportSpec<Rec>): ExportColumn<Rec>[] {
  const fields = fieldsOf(record);
  return Object.entries(spec.columns as Record<string, Titles | true>).map(([key, own]) => {
    const field = fields[key];
    const titles = own === true ? FIELD_TITLES[key] : own;
    const cell = spec.cells?.[key as keyof Rec & string];
    if (!field) throw new Error(`resource ${name}: export column ${key} is not a field of its record`);
    if (!titles) throw new Error(`resource ${name}: export column ${key} has no shared titles: give its own`);
    if (!cell && holdsObjects(field)) throw new Error(`resource ${name}: export column ${key} holds objects and needs a cell`);
    return {
      key,
      titles: { 'en-US': titles[0], 'zh-CN': titles[1] },
      cell: cell ?? ((record: Rec) => plainCell(record[key as keyof Rec])),
    };
  });
}
