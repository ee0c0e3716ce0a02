import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { containsPattern } from '../../lists/index.js';
import type { AgreementRecord } from './schemas.js';
import type { AgreementsTable, AgreementStatus } from './tables.js';

/** Filters of the agreement list. */
export interface AgreementListFilters {
  current: number;
  pageSize: number;
  type?: string;
  status?: AgreementStatus;
  /** Matches the title. */
  keyword?: string;
}

/** Maps a row to its record; `withContent` adds the Markdown. */
export function toAgreement(
  row: Omit<Selectable<AgreementsTable>, 'content' | 'deleted_at'> & { content?: string },
  withContent: boolean,
): AgreementRecord {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    title: row.title,
    ...(withContent && row.content !== undefined ? { content: row.content } : {}),
    status: row.status,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const listColumns = [
  'id',
  'type',
  'version',
  'title',
  'status',
  'created_by',
  'updated_by',
  'published_at',
  'published_by',
  'created_at',
  'updated_at',
] as const;

/** One page of versions, newest change first. */
export async function listAgreements(db: Kysely<Database>, f: AgreementListFilters): Promise<{ list: AgreementRecord[]; total: number }> {
  let base = db.selectFrom('agreements').where('deleted_at', 'is', null);
  if (f.type) base = base.where('type', '=', f.type);
  if (f.status) base = base.where('status', '=', f.status);
  const keyword = f.keyword?.trim();
  if (keyword) base = base.where(sql`lower(title)`, 'like', sql`${containsPattern(keyword)} escape '\\'`);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(listColumns)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.current - 1) * f.pageSize)
    .execute();
  return { total: Number(total), list: rows.map((r) => toAgreement(r, false)) };
}

/** A live (not deleted) version with its content. */
export async function findAgreement(db: Kysely<Database>, id: number): Promise<AgreementRecord | undefined> {
  const row = await db.selectFrom('agreements').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row && toAgreement(row, true);
}

/** Every version of a type with content, newest version first (at most 200). */
export async function agreementHistory(db: Kysely<Database>, type: string): Promise<AgreementRecord[]> {
  const rows = await db
    .selectFrom('agreements')
    .selectAll()
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .orderBy('version', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => toAgreement(r, true));
}

/** Refuses a type that is not an enabled item of the agreement_type dictionary (400 naming `type`). */
export async function assertAgreementType(db: Kysely<Database>, type: string): Promise<void> {
  const found = await db
    .selectFrom('dict_items as i')
    .innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select('i.id')
    .where('d.code', '=', 'agreement_type')
    .where('i.value', '=', type)
    .where('i.status', '=', 'enabled')
    .where('i.deleted_at', 'is', null)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw badRequest(`type "${type}" is not an agreement type of the agreement_type dictionary`, 'type');
}
