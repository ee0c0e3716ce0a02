// Roles as a resource (resources/declaration.ts) for the routes the kernel brings them: list, add, update, status,
// delete, bulk delete and status (each role checked against what the caller may manage, per-record refusals named)
// and export of the list's view. The detail (with permission ids), the enabled roles for selects and the
// permissions' assignment stay the module's own routes (routes.ts).
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { ROLE_OPERATIONS } from './operations.js';
import { findRole, listRoles } from './queries.js';
import {
  roleAddBody,
  roleFilterBody,
  roleItemSchema,
  roleListBody,
  roleListResult,
  roleStatusValue,
  roleUpdateBody,
  type RoleInput,
  type RoleItem,
} from './schemas.js';
import { addRoleIn, checkRoleDeletable, purgeRoles, setRoleStatusIn, updateRoleIn } from './writes.js';

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
    summary: 'List roles',
    body: roleListBody,
    result: roleListResult,
    filter: roleFilterBody,
    load: async (db, body) => {
      const { current = 1, pageSize = 20, ...filter } = body as { current?: number; pageSize?: number };
      return { ...(await listRoles(db, filter, { current, pageSize })), current, pageSize };
    },
  },
  detail: (db, id) => findRole(db, id),
  add: { body: roleAddBody, summary: 'Create a role', write: (trx, body: RoleInput, caller) => addRoleIn(trx, body, caller.at) },
  // The stored role fills every field the body omits before the write (define-route.ts).
  update: {
    body: roleUpdateBody,
    summary: 'Update a role',
    write: (trx, id, body: RoleInput, caller) => updateRoleIn(trx, caller.auth.userId, id, body, caller.at),
  },
  // Whether the caller may manage the role is theirs to say: the check reads who calls.
  remove: {
    summary: 'Delete a role (not built-in, not assigned to any user)',
    check: (trx, id, caller) => checkRoleDeletable(trx, caller.auth.userId, id),
    purge: purgeRoles,
  },
  actions: {
    status: {
      operation: () => 'role:status',
      needsValue: true,
      run: (trx, id, value, caller) => setRoleStatusIn(trx, caller.auth.userId, id, value as RoleItem['status'], caller.at),
    },
  },
  actionValue: roleStatusValue,
  export: { columns: ROLE_EXPORT_COLUMNS, fileName: 'roles' },
});
