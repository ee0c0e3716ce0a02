// Roles as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk delete and status
// (each role checked against what the caller may manage, per-record refusals named) and export of the list's
// view. The list, detail and single writes stay the module's own routes (routes.ts).
import { recordAction, valueAction } from '../../resources/actions.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { ROLE_OPERATIONS } from './operations.js';
import { findRole, listRoles } from './queries.js';
import { roleFilterBody, roleItemSchema, roleListBody, roleListResult, roleStatusValue, type RoleItem } from './schemas.js';
import { deleteRoleIn, setRoleStatusIn } from './writes.js';

/** Roles: every role for a caller granted role:list; a write refuses a role the caller may not manage (403). */
export const roleResource = defineResource<RoleItem, (typeof ROLE_OPERATIONS)[number]>({
  name: 'role',
  label: 'Role',
  table: 'roles',
  record: roleItemSchema,
  codes: ROLE_OPERATIONS,
  list: {
    body: roleListBody,
    result: roleListResult,
    filter: roleFilterBody,
    load: pagedLoad((db, filter, page) => listRoles(db, filter, page)),
  },
  detail: (db, id) => findRole(db, id),
  // Delete is an action of the caller (not the kernel's `remove`): whether they may manage the role is theirs to say.
  actions: {
    delete: recordAction('role:delete', (trx, id, caller) => deleteRoleIn(trx, caller.auth.userId, id)),
    status: valueAction('role:status', (trx, id, status: RoleItem['status'], caller) =>
      setRoleStatusIn(trx, caller.auth.userId, id, status, caller.at),
    ),
  },
  actionValue: roleStatusValue,
  export: {
    columns: {
      id: true,
      code: ['Code', '角色编码'],
      name: true,
      nameZh: true,
      status: true,
      builtin: ['Built-in', '内置'],
      secondFactorRequired: ['Second factor required', '需要第二因素'],
      userCount: ['Users', '用户数'],
      remark: true,
      createdAt: true,
      updatedAt: true,
    },
    fileName: 'roles',
  },
});
