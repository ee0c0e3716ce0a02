// Staff accounts as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk delete (a soft
// delete, undoable through /restore) and enable/disable, each account checked against what the caller may manage
// (auth/containment.ts: nobody acts on themselves or the built-in admin, nor on an account above them), refusals
// named per account, and export of the list's view (no password hashes or secrets: only the columns below). The
// list, detail and single writes stay the module's own routes (routes.ts), keyed on `userId`; the loader adds `id`.
import { recordAction, valueAction } from '../../resources/actions.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { USER_OPERATIONS } from './operations.js';
import { listUsers, loadUserRecord } from './queries.js';
import {
  listResult,
  userBodies,
  userFilterBody,
  userItemSchema,
  userStatusValue,
  type UserFilterRequest,
  type UserItem,
  type UserRecord,
} from './schemas.js';
import { assertMayRestoreUser, deleteUserIn, setUserStatusIn } from './writes.js';

/** The record with the kernel's `id`. */
const withId = (user: UserRecord): UserItem => ({ ...user, id: user.userId });

/** Staff accounts: bulk delete (undoable) and status, restore and export under /api/admin/user/. */
export const userResource = defineResource<UserItem, (typeof USER_OPERATIONS)[number]>({
  name: 'user',
  label: 'User',
  table: 'users',
  record: userItemSchema,
  codes: USER_OPERATIONS,
  // No `remove`: deleted accounts are never purged (sign-ins and the audit log name them); restore clears the stamp.
  softDelete: { mayRestore: (trx, id, caller) => assertMayRestoreUser(trx, caller.auth.userId, id) },
  list: {
    body: userBodies.list,
    result: listResult,
    filter: userFilterBody,
    load: pagedLoad(async (db, filter: UserFilterRequest, page) => {
      const users = await listUsers(db, { ...filter, ...page });
      return { ...users, list: users.list.map(withId) };
    }),
  },
  detail: async (db, id) => {
    const user = await loadUserRecord(db, id);
    return user && withId(user);
  },
  // Delete is an action of the caller (not the kernel's `remove`): whether they may manage the account is theirs to say.
  actions: {
    delete: recordAction('user:delete', async (trx, id, caller) => void (await deleteUserIn(trx, caller.auth.userId, id, caller.at))),
    status: valueAction('user:status', async (trx, id, status: UserItem['status'], caller) => {
      await setUserStatusIn(trx, caller.auth.userId, id, status, caller.at);
    }),
  },
  actionValue: userStatusValue,
  export: {
    columns: {
      id: true,
      username: ['Username', '用户名'],
      realName: ['Real name', '姓名'],
      type: true,
      email: true,
      phoneNumber: ['Phone number', '手机号'],
      status: true,
      roleList: ['Roles', '角色'],
      createdAt: true,
      updatedAt: true,
    },
    fileName: 'staff',
  },
});
