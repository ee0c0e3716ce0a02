import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/types.js';
import type { UserListRequest, UserRecord } from './schemas.js';
import { containsPattern } from '../../db/like.js';
import { countBounded, type BoundedTotal } from '../../db/bounded-total.js';

const SORT_COLUMNS = { createdAt: 'u.created_at', username: 'u.username', realName: 'u.real_name' } as const;

/** Role codes per user id, for the given users. */
export async function roleCodesByUser(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.code'])
    .where('ur.user_id', 'in', [...userIds])
    .orderBy('r.id')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.code]);
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

/**
 * Lists non-deleted staff accounts with filters, sorting (ties broken by id) and paging, the total counted
 * up to five pages ahead (db/bounded-total.ts). Type,
 * status and each sort column have an index (migration 010); the role filter uses user_roles_role_idx.
 */
export async function listUsers(
  db: Kysely<Database>,
  query: Required<Pick<UserListRequest, 'current' | 'pageSize'>> & UserListRequest,
): Promise<{ list: UserRecord[] } & BoundedTotal> {
  let base = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
  if (query.type) base = base.where('u.type', '=', query.type);
  if (query.status) base = base.where('u.status', '=', query.status);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    base = base.where((eb) => eb.or([like('u.username'), like('u.real_name'), like('u.email'), like('u.phone_number')]));
  }
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
  const total = await countBounded(db, base, query);
  const direction = query.sortOrder ?? 'desc';
  const rows = await base
    .selectAll('u')
    .orderBy(SORT_COLUMNS[query.sortField ?? 'createdAt'], direction)
    .orderBy('u.id', direction)
    .limit(query.pageSize)
    .offset((query.current - 1) * query.pageSize)
    .execute();
  const roles = await roleCodesByUser(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRecord(r, roles.get(r.id) ?? [])), ...total };
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
