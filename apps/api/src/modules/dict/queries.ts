// The dictionary reads. A deleted dictionary (deleted_at set, within its undo window) hides its items with it; a
// deleted item is hidden alone. Only the code and value checks (writes.ts) still see deleted rows.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { containsPattern } from '../../lists/index.js';
import type { DictItemsTable, DictsTable } from './tables.js';
import type {
  DictAllEntry,
  DictItemListRequest,
  DictItemListResult,
  DictItemRecord,
  DictListRequest,
  DictListResult,
  DictRecord,
  LocaleLabels,
} from './schemas.js';
import { ITEM_PAGE_MAX } from './schemas.js';

type Db = Kysely<Database>;

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

/** `lower(column) like %keyword%` on any of `columns`. */
const matchesAny = (columns: string[], keyword: string) =>
  sql<boolean>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${containsPattern(keyword)} escape '\\'`),
    sql` or `,
  )})`;

/** One page of live dictionaries (newest first) with their live item counts. */
export async function listDicts(db: Db, body: DictListRequest): Promise<DictListResult> {
  const { current = 1, pageSize = 20 } = body;
  let base = db.selectFrom('dicts as d').where('d.deleted_at', 'is', null);
  const keyword = body.keyword?.trim();
  if (keyword) base = base.where(matchesAny(['d.code', 'd.name', 'd.name_zh'], keyword));
  if (body.status) base = base.where('d.status', '=', body.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('dict_items as i')
        .whereRef('i.dict_id', '=', 'd.id')
        .where('i.deleted_at', 'is', null)
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('item_count'),
    )
    .orderBy('d.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  const list = rows.map(({ item_count, ...r }) => toDictRecord(r, Number(item_count ?? 0)));
  return { list, total: Number(total), current, pageSize };
}

/** A live dictionary by id or code. */
export async function findDict(db: Db, by: { id: number } | { code: string }): Promise<Selectable<DictsTable> | undefined> {
  const q = db.selectFrom('dicts').selectAll().where('deleted_at', 'is', null);
  return ('id' in by ? q.where('id', '=', by.id) : q.where('code', '=', by.code)).executeTakeFirst();
}

/** A live dictionary as the API shows it, with its live item count, or undefined. */
export async function dictDetail(db: Db, by: { id: number } | { code: string }): Promise<DictRecord | undefined> {
  const d = await findDict(db, by);
  if (!d) return undefined;
  const { n } = await db
    .selectFrom('dict_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('dict_id', '=', d.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return toDictRecord(d, Number(n));
}

/** The live items of a dictionary, in order. */
const liveItems = (db: Db, dictId: number) => db.selectFrom('dict_items').where('dict_id', '=', dictId).where('deleted_at', 'is', null);

/** Every live item id of a dictionary, in order (what a reorder must list). */
export async function itemIds(db: Db, dictId: number): Promise<number[]> {
  const rows = await liveItems(db, dictId).select('id').orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The dictionary of `dictCode` and one page of its items in order (404 when it is missing or deleted). */
export async function listItems(db: Db, body: DictItemListRequest): Promise<DictItemListResult> {
  const { current = 1, pageSize = ITEM_PAGE_MAX } = body;
  const dict = await dictDetail(db, { code: body.dictCode });
  if (!dict) throw notFound(`Dictionary ${body.dictCode} not found`);
  let base = liveItems(db, dict.id);
  const keyword = body.keyword?.trim();
  if (keyword) base = base.where(matchesAny(['label', 'label_zh', 'value'], keyword));
  if (body.status) base = base.where('status', '=', body.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { dict, list: rows.map(toItem), total: Number(total), current, pageSize };
}

/** A live item of a live dictionary, by id. */
export async function findItem(db: Db, id: number): Promise<DictItemRecord | undefined> {
  const row = await db
    .selectFrom('dict_items as i')
    .innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .selectAll('i')
    .where('i.id', '=', id)
    .where('i.deleted_at', 'is', null)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toItem(row);
}

/** The enabled live dictionaries with their enabled live items in order (for core's loader). */
export async function loadAllDicts(db: Db): Promise<DictAllEntry[]> {
  const rows = await db
    .selectFrom('dicts as d')
    .innerJoin('dict_items as i', 'i.dict_id', 'd.id')
    .select(['d.id as dict_id', 'd.code', 'i.label', 'i.label_zh', 'i.value', 'i.color', 'i.is_default', 'i.sort_order'])
    .where('d.status', '=', 'enabled')
    .where('d.deleted_at', 'is', null)
    .where('i.status', '=', 'enabled')
    .where('i.deleted_at', 'is', null)
    .orderBy('d.code')
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
  const byCode = new Map<string, DictAllEntry>();
  const dicts = await db
    .selectFrom('dicts')
    .select(['code', 'name', 'name_zh'])
    .where('status', '=', 'enabled')
    .where('deleted_at', 'is', null)
    .orderBy('code')
    .execute();
  for (const d of dicts) byCode.set(d.code, { dictCode: d.code, dictName: d.name, dictNames: localeLabels(d.name, d.name_zh), items: [] });
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
