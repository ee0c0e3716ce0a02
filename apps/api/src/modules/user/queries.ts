import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, UsersTable } from '../../db/types.js';
import type { UserListRequest, UserRecord } from './schemas.js';
import { type BoundedTotal, containsPattern, offsetPage } from '../../lists/index.js';
import { isPostgres } from '../../db/migrations/portable.js';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';

const SORT_COLUMNS = { createdAt: 'u.created_at', username: 'u.username', realName: 'u.real_name' } as const;

/** Role codes of the users in a list parameter, in role order; one statement text for any number of users. */
const roleRowsOf = preparedPerDatabase(
  (db, userIds: ListParam) =>
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.code'])
      .where(inList(db, 'ur.user_id', userIds, 'int'))
      .orderBy('r.id'),
  1,
);

/** Role codes per user id, for the given users. */
export async function roleCodesByUser(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  for (const row of await roleRowsOf(db)(listParam(db, userIds))) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.code]);
  return byUser;
}

function toRecord(row: Selectable<UsersTable>, roleList: string[]): UserRecord {
  return {
    userId: row.id,
    uuid: row.uuid,
    type: row.type,
    username: row.username,
    realName: row.real_name,
    avatar: row.avatar,
    gender: row.gender,
    phoneNumber: row.phone_number,
    email: row.email,
    status: row.status,
    roleList,
    mustChangePassword: Number(row.must_change_password) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a staff keyword searches, each a case-insensitive substring. */
const SEARCHED = ['u.username', 'u.real_name', 'u.email', 'u.phone_number'];

/** The keyword as LIKE over the searched columns: SQLite's LIKE folds ASCII case itself, as its lower() does. */
function keywordMatches(db: Kysely<Database>, keyword: string) {
  const pattern = containsPattern(keyword);
  const folded = (column: string) => (isPostgres(db) ? sql`lower(${sql.ref(column)})` : sql.ref(column));
  return sql<SqlBool>`(${sql.join(
    SEARCHED.map((column) => sql`${folded(column)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * Lists non-deleted staff accounts with filters, sorting (ties broken by id) and paging: the page by OFFSET on a
 * sort's plain index (migration 155: with the type first or not), a keyword as LIKE over the searched columns, and
 * the total counted up to five pages past the page (lists/total/offset-page.ts). The role filter probes
 * user_roles_role_idx per account; the page's roles are read in one query.
 */
export async function listUsers(
  db: Kysely<Database>,
  query: Required<Pick<UserListRequest, 'current' | 'pageSize'>> & UserListRequest,
): Promise<{ list: UserRecord[] } & BoundedTotal> {
  let base = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
  if (query.type) base = base.where('u.type', '=', query.type);
  if (query.status) base = base.where('u.status', '=', query.status);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(keywordMatches(db, keyword));
  if (query.roleCode) {
    const code = query.roleCode;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('r.code', '=', code),
      ),
    );
  }
  const direction = query.sortOrder ?? 'desc';
  const sorted = base
    .selectAll('u')
    .orderBy(SORT_COLUMNS[query.sortField ?? 'createdAt'], direction)
    .orderBy('u.id', direction);
  const { rows, ...total } = await offsetPage(db, base, sorted, query);
  const roles = await roleCodesByUser(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toRecord(row, roles.get(row.id) ?? [])), ...total };
}

/** One non-deleted user as a {@link UserRecord}, or undefined. */
export async function loadUserRecord(db: Kysely<Database>, userId: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const roles = await roleCodesByUser(db, [row.id]);
  return toRecord(row, roles.get(row.id) ?? []);
}

/** Role ids for codes; lists the codes that do not exist. */
export async function resolveRoleCodes(db: Kysely<Database>, codes: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (codes.length === 0) return { ids: [], unknown: [] };
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'code'])
    .where('code', 'in', [...codes])
    .execute();
  const known = new Map(rows.map((r) => [r.code, r.id]));
  return { ids: codes.flatMap((c) => known.get(c) ?? []), unknown: codes.filter((c) => !known.has(c)) };
}
