import type { Kysely } from 'kysely';
import { type BoundedTotal, pageWithBoundedTotal } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import type { VerifyCodeRecord, VerifyCodeStatus } from './schemas.js';
import type { VerifyCodesTable } from './tables.js';

/** Filters and page of the code list. */
export interface VerifyCodeListQuery {
  current: number;
  pageSize: number;
  phoneNumber?: string;
  purpose?: string;
  status?: VerifyCodeStatus;
}

/** The columns a listed code is read from: never the code's salt or hash. */
const RECORD_COLUMNS = [
  'v.id',
  'v.phone_number',
  'v.purpose',
  'v.status',
  'v.tries',
  'v.created_at',
  'v.expires_at',
  'v.used_at',
  'u.username',
] as const;

/** A code's row as the list shows it: `expired` for an issued code past its time. */
function toRecord(
  r: Pick<VerifyCodesTable, 'phone_number' | 'purpose' | 'status' | 'tries' | 'created_at' | 'expires_at' | 'used_at'> & {
    id: number;
    username: string | null;
  },
  nowIso: string,
): VerifyCodeRecord {
  return {
    id: r.id,
    phoneNumber: r.phone_number,
    purpose: r.purpose,
    status: r.status === 'issued' && r.expires_at <= nowIso ? 'expired' : r.status,
    tries: r.tries,
    username: r.username,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    usedAt: r.used_at,
  };
}

/** Codes of a number and purpose (either optional). */
function codesOf(db: Kysely<Database>, query: VerifyCodeListQuery) {
  let codes = db.selectFrom('verify_codes as v');
  if (query.phoneNumber) codes = codes.where('v.phone_number', '=', query.phoneNumber);
  if (query.purpose) codes = codes.where('v.purpose', '=', query.purpose);
  return codes;
}

/** Lists codes, newest first (indexes: created_at, phone+created, purpose+created, status+created, status+expires). */
export async function listVerifyCodes(
  db: Kysely<Database>,
  query: VerifyCodeListQuery,
  now: Date,
): Promise<{ list: VerifyCodeRecord[] } & BoundedTotal> {
  const nowIso = now.toISOString();
  let base = codesOf(db, query).leftJoin('users as u', 'u.id', 'v.user_id');
  if (query.status === 'issued') base = base.where('v.status', '=', 'issued').where('v.expires_at', '>', nowIso);
  else if (query.status === 'expired') base = base.where('v.status', '=', 'issued').where('v.expires_at', '<=', nowIso);
  else if (query.status) base = base.where('v.status', '=', query.status);

  // Codes live a fixed time (VERIFY_CODE_RULES.ttlMinutes), so newest by expiry is newest by creation: the
  // issued/expired filters, a range on (status, expires_at), walk that index in order instead of sorting.
  const byExpiry = query.status === 'issued' || query.status === 'expired';
  // Counted up to five pages past this one (lists/total/bounded-total.ts).
  const { rows, ...total } = await pageWithBoundedTotal(
    db,
    base,
    base
      .select(RECORD_COLUMNS)
      .orderBy(byExpiry ? 'v.expires_at' : 'v.created_at', 'desc')
      .orderBy('v.id', 'desc'),
    query,
  );
  return { list: rows.map((r) => toRecord(r, nowIso)), ...total };
}

/** One code as the list shows it, or undefined. */
export async function findVerifyCode(db: Kysely<Database>, id: number, now: Date): Promise<VerifyCodeRecord | undefined> {
  const row = await db
    .selectFrom('verify_codes as v')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select(RECORD_COLUMNS)
    .where('v.id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row, now.toISOString());
}
