import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/guard.js';
import { userRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { changeOwnPhoneNumber } from './change-phone.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import { restoreRoute } from '../../resources/restore-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { userResource } from './resource.js';
import { addUser, assignUserRoles, deleteUser, resetUserPassword, setUserStatus, updateUser, type Actor } from './writes.js';
import { listUsers, loadUserRecord } from './queries.js';
import { Type, type Static, type TSchema } from '../../http/schema-types.js';
import {
  changePhoneNumberResult,
  listResult,
  userAddResult,
  userBodies,
  userRecordSchema,
  userResetPasswordResult,
  type UserAddResult,
  type UserListResult,
  type UserRecord,
  type UserResetPasswordResult,
} from './schemas.js';

import type { SignInThrottle } from '../signInThrottle/throttle.js';

function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  return { userId: auth.userId, username: auth.username, ip: request.ip ?? null };
}

/**
 * Staff accounts: POST /api/admin/user/{list,detail,add,update,status,delete,resetPassword,assignRoles,
 * changePhoneNumber}, and the resource kernel's bulk, restore and export (resource.ts).
 */
export function userRoutes(app: FastifyInstance, deps: ResourceDeps & { throttle: Pick<SignInThrottle, 'locks'> }): void {
  const { db, now, throttle } = deps;
  /** A route that changes one account the caller may manage and answers it, saved. */
  const savesAccount = <B extends TSchema>(
    path: 'status' | 'assignRoles',
    summary: string,
    body: B,
    write: (actor: Actor, body: Static<B>, at: Date) => Promise<UserRecord>,
  ) =>
    userRoute(app, path, {
      access: { operation: `user:${path}` },
      summary,
      body,
      result: userRecordSchema,
      handler: async (request) => ok<UserRecord>(await write(actorOf(request), request.body as Static<B>, now()), 'Saved'),
    });

  userRoute(app, 'list', {
    access: { operation: 'user:list' },
    summary: 'List staff accounts',
    body: userBodies.list,
    result: listResult,
    handler: async (request) => {
      const body = request.body ?? {};
      const query = { ...body, current: body.current ?? 1, pageSize: body.pageSize ?? 20 };
      if (!query.status) delete query.status;
      const page = await listUsers(db, query);
      const locks = await throttle.locks(page.list.map((u) => u.username));
      const list = page.list.map((u) => ({ ...u, lockedUntil: locks.get(u.username.toLowerCase()) ?? null }));
      return ok<UserListResult>({ ...page, list, current: query.current, pageSize: query.pageSize });
    },
  });

  userRoute(app, 'detail', {
    access: { operation: 'user:detail' },
    summary: 'One staff account',
    body: userBodies.id,
    result: userRecordSchema,
    handler: async (request) => {
      const user = await loadUserRecord(db, request.body.userId);
      if (!user) throw notFound('User not found');
      return ok<UserRecord>(user);
    },
  });

  userRoute(app, 'add', {
    access: { operation: 'user:add' },
    summary: 'Create a staff account (a generated one-time password is returned once)',
    body: userBodies.add,
    result: userAddResult,
    handler: async (request) => ok<UserAddResult>(await addUser(db, actorOf(request), request.body, now()), 'Created'),
  });

  userRoute(app, 'update', {
    access: { operation: 'user:update' },
    summary: 'Edit a staff account',
    body: userBodies.update,
    result: userRecordSchema,
    stored: (request) => loadUserRecord(db, (request.body as { userId: number }).userId),
    handler: async (request) => ok<UserRecord>(await updateUser(db, actorOf(request), request.body, now()), 'Saved'),
  });

  savesAccount('status', 'Enable or disable a staff account (disabling ends its sign-ins)', userBodies.status, (actor, body, at) =>
    setUserStatus(db, actor, body.userId, body.status, at),
  );

  userRoute(app, 'delete', {
    access: { operation: 'user:delete' },
    summary: 'Delete a staff account (soft delete; ends its sign-ins)',
    body: userBodies.id,
    result: Type.Null(),
    handler: async (request) => {
      await deleteUser(db, actorOf(request), request.body.userId, now());
      return ok(null, 'Deleted');
    },
  });

  userRoute(app, 'resetPassword', {
    access: { operation: 'user:resetPassword' },
    summary: 'Reset a password to a one-time one (shown once, changed at the next sign-in; ends sign-ins)',
    body: userBodies.id,
    result: userResetPasswordResult,
    handler: async (request) =>
      ok<UserResetPasswordResult>(
        { password: await resetUserPassword(db, actorOf(request), request.body.userId, now()) },
        'Password reset',
      ),
  });

  savesAccount('assignRoles', "Replace a staff account's roles", userBodies.assignRoles, (actor, body, at) =>
    assignUserRoles(db, actor, body.userId, body.roleCodes, at),
  );

  userRoute(app, 'changePhoneNumber', {
    access: { auth: 'self' },
    summary: 'Change your own phone number (current password and a code sent to the new number)',
    body: userBodies.changePhoneNumber,
    result: changePhoneNumberResult,
    handler: async (request) =>
      ok({ phoneNumber: await changeOwnPhoneNumber(db, actorOf(request), request.body, now()) }, 'Phone number changed'),
  });

  bulkRoute(app, userResource, deps);
  restoreRoute(app, userResource, deps);
  exportRoute(app, userResource, deps, { auditTarget: 'users' });
}
