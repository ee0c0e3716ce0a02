import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EnabledStatus } from '../../db/types.js';
import type { DictItemsTable, DictsTable } from './tables.js';
import type { DictAllEntry, DictItemRecord, DictRecord, LocaleLabels } from './schemas.js';
import { containsPattern } from '../../lists/index.js';

/** Filters of the dictionary list. */
export interface DictListFilters {
  current: number;
  pageSize: number;
  /** Matches code or name, case-insensitively. */
  keyword?: string;
  status?: EnabledStatus;
}

/** The labels of a record: en-US, and zh-CN when it has one. */
export const localeLabels = (en: string, zh: string | null): LocaleLabels => ({ 'en-US': en, ...(zh ? { 'zh-CN': zh } : {}) });

/** A second-language text as stored: trimmed, and null when empty (readers then fall back to the first). */
export const secondLabel = (text: string | null | undefined): string | null => text?.trim() || null;

const toItem = (row: Selectable<DictItemsTable>): DictItemRecord => ({
  id: row.id,
  dictId: row.dict_id,
  label: row.label,
  labelZh: row.label_zh,
  value: row.value,
  order: row.sort_order,
  color: row.color,
  status: row.status,
  isDefault: row.is_default === 1,
  remark: row.remark,
  updatedAt: row.updated_at,
});

/** A dictionary row as the API shows it. */
export const toDictRecord = (row: Selectable<DictsTable>, itemCount: number): DictRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nameZh: row.name_zh,
  status: row.status,
  remark: row.remark,
  remarkZh: row.remark_zh,
  itemCount,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** One page of dictionaries (newest first) with their item counts. */
export async function listDicts(db: Kysely<Database>, f: DictListFilters): Promise<{ list: DictRecord[]; total: number }> {
  let base = db.selectFrom('dicts as d');
  const keyword = f.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(d.code)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(d.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(d.name_zh)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (f.status) base = base.where('d.status', '=', f.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('dict_items as i')
        .whereRef('i.dict_id', '=', 'd.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('item_count'),
    )
    .orderBy('d.id', 'desc')
    .limit(f.pageSize)
    .offset((f.current - 1) * f.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map(({ item_count, ...r }) => toDictRecord(r, Number(item_count ?? 0))),
  };
}

/** A dictionary by id or code. */
export async function findDict(db: Kysely<Database>, by: { id?: number; code?: string }): Promise<Selectable<DictsTable> | undefined> {
  let q = db.selectFrom('dicts').selectAll();
  if (by.id !== undefined) q = q.where('id', '=', by.id);
  else if (by.code !== undefined) q = q.where('code', '=', by.code);
  else return undefined;
  return q.executeTakeFirst();
}

/** Every item of a dictionary, in order. */
export async function listItems(db: Kysely<Database>, dictId: number): Promise<DictItemRecord[]> {
  const rows = await db.selectFrom('dict_items').selectAll().where('dict_id', '=', dictId).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toItem);
}

/** An item by id. */
export async function findItem(db: Kysely<Database>, id: number): Promise<DictItemRecord | undefined> {
  const row = await db.selectFrom('dict_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** The enabled dictionaries with their enabled items in order (for core's loader). */
export async function loadAllDicts(db: Kysely<Database>): Promise<DictAllEntry[]> {
  const rows = await db
    .selectFrom('dicts as d')
    .innerJoin('dict_items as i', 'i.dict_id', 'd.id')
    .select(['d.id as dict_id', 'd.code', 'i.label', 'i.label_zh', 'i.value', 'i.color', 'i.is_default', 'i.sort_order'])
    .where('d.status', '=', 'enabled')
    .where('i.status', '=', 'enabled')
    .orderBy('d.code')
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
  const byCode = new Map<string, DictAllEntry>();
  const empty = await db.selectFrom('dicts').select(['code', 'name', 'name_zh']).where('status', '=', 'enabled').orderBy('code').execute();
  for (const d of empty) byCode.set(d.code, { dictCode: d.code, dictName: d.name, dictNames: localeLabels(d.name, d.name_zh), items: [] });
  for (const r of rows) {
    byCode.get(r.code)?.items.push({
      label: r.label,
      labels: localeLabels(r.label, r.label_zh),
      value: r.value,
      ...(r.color ? { color: r.color } : {}),
      isDefault: r.is_default === 1,
      order: r.sort_order,
    });
  }
  return [...byCode.values()];
}
