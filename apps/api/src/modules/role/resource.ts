// Roles as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk delete and status
// (each role checked against what the caller may manage, per-record refusals named) and export of the list's
// view. The list, detail and single writes stay the module's own routes (routes.ts).
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { ROLE_OPERATIONS } from './operations.js';
import { findRole, listRoles } from './queries.js';
import { roleFilterBody, roleItemSchema, roleListBody, roleListResult, roleStatusValue, type RoleItem } from './schemas.js';
import { deleteRoleIn, setRoleStatusIn } from './writes.js';

const column = exportColumn<RoleItem>;

/** The columns a role export can write, in their default order. */
const ROLE_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (r) => r.id),
  column('code', 'Code', '角色编码', (r) => r.code),
  column('name', 'Name', '名称', (r) => r.name),
  column('nameZh', 'Name (Chinese)', '中文名称', (r) => r.nameZh),
  column('status', 'Status', '状态', (r) => r.status),
  column('builtin', 'Built-in', '内置', (r) => (r.builtin ? 'yes' : 'no')),
  column('secondFactorRequired', 'Second factor required', '需要第二因素', (r) => (r.secondFactorRequired ? 'yes' : 'no')),
  column('userCount', 'Users', '用户数', (r) => r.userCount),
  column('remark', 'Remark', '备注', (r) => r.remark),
  column('createdAt', 'Created at', '创建时间', (r) => r.createdAt),
  column('updatedAt', 'Updated at', '更新时间', (r) => r.updatedAt),
];

/** Roles: every role for a caller granted role:list; a write refuses a role the caller may not manage (403). */
export const roleResource = defineResource<RoleItem, (typeof ROLE_OPERATIONS)[number]>({
  name: 'role',
  table: 'roles',
  record: roleItemSchema,
  versioned: true,
  notFound: 'Role not found',
  codes: ROLE_OPERATIONS,
  list: {
    body: roleListBody,
    result: roleListResult,
    filter: roleFilterBody,
    load: (db, body) => {
      const { current = 1, pageSize = 20, ...filter } = body as { current?: number; pageSize?: number };
      return listRoles(db, filter, { current, pageSize });
    },
  },
  detail: (db, id) => findRole(db, id),
  // Delete is an action of the caller (not the kernel's `remove`): whether they may manage the role is theirs to say.
  actions: {
    delete: {
      operation: () => 'role:delete',
      needsValue: false,
      run: async (trx, id, _value, caller) => void (await deleteRoleIn(trx, caller.auth.userId, id)),
    },
    status: {
      operation: () => 'role:status',
      needsValue: true,
      run: async (trx, id, value, caller) =>
        void (await setRoleStatusIn(trx, caller.auth.userId, id, value as RoleItem['status'], caller.at)),
    },
  },
  actionValue: roleStatusValue,
  export: { columns: ROLE_EXPORT_COLUMNS, fileName: 'roles' },
});
