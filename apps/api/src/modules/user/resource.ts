// Staff accounts as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk delete (a soft
// delete, undoable through /restore) and enable/disable, each account checked against what the caller may manage
// (auth/containment.ts: nobody acts on themselves or the built-in admin, nor on an account above them), refusals
// named per account, and export of the list's view (no password hashes or secrets: only the columns below). The
// list, detail and single writes stay the module's own routes (routes.ts), keyed on `userId`; the loader adds `id`.
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { USER_OPERATIONS } from './operations.js';
import { listUsers, loadUserRecord } from './queries.js';
import { listResult, userBodies, userFilterBody, userItemSchema, userStatusValue, type UserItem, type UserRecord } from './schemas.js';
import { assertMayRestoreUser, deleteUserIn, setUserStatusIn } from './writes.js';

const column = exportColumn<UserItem>;

/** The columns a staff export can write, in their default order. */
const USER_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (u) => u.id),
  column('username', 'Username', '用户名', (u) => u.username),
  column('realName', 'Real name', '姓名', (u) => u.realName),
  column('type', 'Type', '类型', (u) => u.type),
  column('email', 'Email', '邮箱', (u) => u.email),
  column('phoneNumber', 'Phone number', '手机号', (u) => u.phoneNumber),
  column('status', 'Status', '状态', (u) => u.status),
  column('roleList', 'Roles', '角色', (u) => u.roleList.join('; ')),
  column('createdAt', 'Created at', '创建时间', (u) => u.createdAt),
  column('updatedAt', 'Updated at', '更新时间', (u) => u.updatedAt),
];

/** The record with the kernel's `id`. */
const withId = (user: UserRecord): UserItem => ({ ...user, id: user.userId });

/** Staff accounts: bulk delete (undoable) and status, restore and export under /api/admin/user/. */
export const userResource = defineResource<UserItem, (typeof USER_OPERATIONS)[number]>({
  name: 'user',
  table: 'users',
  record: userItemSchema,
  versioned: true,
  notFound: 'User not found',
  codes: USER_OPERATIONS,
  // No `remove`: deleted accounts are never purged (sign-ins and the audit log name them); restore clears the stamp.
  softDelete: { column: 'deleted_at', mayRestore: (trx, id, caller) => assertMayRestoreUser(trx, caller.auth.userId, id) },
  list: {
    body: userBodies.list,
    result: listResult,
    filter: userFilterBody,
    load: async (db, body) => {
      const { current = 1, pageSize = 20, ...filter } = body as { current?: number; pageSize?: number };
      const page = await listUsers(db, { ...filter, current, pageSize });
      return { ...page, list: page.list.map(withId) };
    },
  },
  detail: async (db, id) => {
    const user = await loadUserRecord(db, id);
    return user && withId(user);
  },
  // Delete is an action of the caller (not the kernel's `remove`): whether they may manage the account is theirs to say.
  actions: {
    delete: {
      operation: () => 'user:delete',
      needsValue: false,
      run: async (trx, id, _value, caller) => void (await deleteUserIn(trx, caller.auth.userId, id, caller.at)),
    },
    status: {
      operation: () => 'user:status',
      needsValue: true,
      run: async (trx, id, value, caller) =>
        void (await setUserStatusIn(trx, caller.auth.userId, id, value as UserItem['status'], caller.at)),
    },
  },
  actionValue: userStatusValue,
  export: { columns: USER_EXPORT_COLUMNS, fileName: 'staff' },
});
