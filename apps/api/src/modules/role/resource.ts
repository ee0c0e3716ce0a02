// Roles as a resource (resources/declaration.ts) for the routes the kernel brings them: list, add, update, status,
// delete, bulk delete and status (each role checked against what the caller may manage, per-record refusals named)
// and export of the list's view. The detail (with permission ids), the enabled roles for selects and the
// permissions' assignment stay the module's own routes (routes.ts).
import { valueAction } from '../../resources/actions.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
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

/** Roles: every role for a caller granted role:list; a write refuses a role the caller may not manage (403). */
export const roleResource = defineResource<RoleItem, (typeof ROLE_OPERATIONS)[number]>({
  name: 'role',
  label: 'Role',
  table: 'roles',
  record: roleItemSchema,
  codes: ROLE_OPERATIONS,
  list: {
    summary: 'List roles',
    body: roleListBody,
    result: roleListResult,
    filter: roleFilterBody,
    load: pagedLoad((db, filter, page) => listRoles(db, filter, page)),
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
