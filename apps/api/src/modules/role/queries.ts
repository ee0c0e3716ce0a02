import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, EnabledStatus } from '../../db/types.js';
import { containsPattern } from '../../lists/index.js';
import type { RoleItem } from './schemas.js';

/** Filters of the role list. */
export interface RoleFilter {
  keyword?: string;
  status?: EnabledStatus;
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.code',
      'r.name',
      'r.name_zh',
      'r.status',
      'r.builtin',
      'r.remark',
      'r.remark_zh',
      'r.second_factor_required',
      'r.created_at',
      'r.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.id', 'ur.user_id')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('ur.role_id', '=', 'r.id')
        .where('u.deleted_at', 'is', null)
        .as('user_count'),
    );
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toItem(row: RoleRow): RoleItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameZh: row.name_zh,
    status: row.status,
    builtin: row.builtin === 1,
    remark: row.remark,
    remarkZh: row.remark_zh,
    secondFactorRequired: Number(row.second_factor_required) === 1,
    userCount: Number(row.user_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The role-list filter as SQL conditions on alias `r` (keyword in code or either name, case-insensitive). */
function filterConditions(filter: RoleFilter): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    conditions.push(sql<SqlBool>`(${like('r.code')} or ${like('r.name')} or ${like('r.name_zh')})`);
  }
  if (filter.status) conditions.push(sql<SqlBool>`r.status = ${filter.status}`);
  return conditions;
}

/** One page of roles matching the filter, oldest first. */
export async function listRoles(db: Kysely<Database>, filter: RoleFilter, page: { current: number; pageSize: number }) {
  const conditions = filterConditions(filter);
  let count = db.selectFrom('roles as r').select((eb) => eb.fn.countAll<string | number>().as('n'));
  let rows = baseQuery(db);
  if (conditions.length > 0) {
    count = count.where(({ and }) => and(conditions));
    rows = rows.where(({ and }) => and(conditions));
  }
  const total = await count.executeTakeFirstOrThrow();
  const list = await rows
    .orderBy('r.id')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return { list: list.map(toItem), total: Number(total.n) };
}

/** A role by id, or undefined. */
export async function findRole(db: Kysely<Database>, id: number): Promise<RoleItem | undefined> {
  const row = await baseQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** Enabled roles for selects, by name (en-US), each with its zh-CN name or null. */
export async function listEnabledRoles(db: Kysely<Database>): Promise<{ id: number; code: string; name: string; nameZh: string | null }[]> {
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'code', 'name', 'name_zh'])
    .where('status', '=', 'enabled')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, nameZh: r.name_zh }));
}

/** Ids of the permissions a role holds. */
export async function rolePermissionIds(db: Kysely<Database>, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission_id')
    .where('role_id', '=', roleId)
    .orderBy('permission_id')
    .execute();
  return rows.map((r) => r.permission_id);
}
