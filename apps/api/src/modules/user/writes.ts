import { holdVersion } from '../../http/partial-update.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { generatePassword, hashPassword } from '../../auth/password.js';
import { checkPassword, PASSWORD_PROBLEM_MESSAGES, type PasswordContext } from '../../auth/password-policy.js';
import { assertMayGrantRoles, assertMayManageUser, BUILT_IN_ADMIN, loadHoldings } from '../../auth/containment.js';
import { endUserSessions } from '../../auth/sign-in-sessions.js';
import type { Database, EnabledStatus, UsersTable } from '../../db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { loadUserRecord, resolveRoleCodes } from './queries.js';
import type { UserAddRequest, UserAddResult, UserProfileFields, UserRecord, UserUpdateRequest } from './schemas.js';
import { unbindMicrosoftAccounts } from '../msLogin/identities.js';

/** Who makes a change, for the audit log. */
export interface Actor {
  userId: number;
  username: string;
  ip: string | null;
}

function audit(db: Kysely<Database>, actor: Actor, action: string, target: string, now: Date, detail?: Record<string, unknown>) {
  return recordAudit(
    db,
    {
      actorUserId: actor.userId,
      actorUsername: actor.username,
      action,
      target,
      ip: actor.ip,
      outcome: 'success',
      ...(detail ? { detail } : {}),
    },
    now,
  );
}

/** '' means "none": stored as null. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function profileColumns(fields: UserProfileFields): Updateable<UsersTable> {
  const columns: Updateable<UsersTable> = {};
  const set = <K extends keyof UsersTable>(key: K, value: string | null | undefined) => {
    const cleaned = blankToNull(value);
    if (cleaned !== undefined) (columns as Record<string, unknown>)[key] = cleaned;
  };
  set('real_name', fields.realName);
  set('avatar', fields.avatar);
  set('gender', fields.gender);
  set('phone_number', fields.phoneNumber);
  set('email', fields.email);
  return columns;
}

async function requireUser(db: Kysely<Database>, userId: number): Promise<UserRecord> {
  const user = await loadUserRecord(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/** The account `userId` after checking that the actor may change it (403 otherwise; see auth/containment.ts). */
async function requireManagedUser(db: Kysely<Database>, actorId: number, userId: number): Promise<UserRecord> {
  const user = await requireUser(db, userId);
  await assertMayManageUser(db, await loadHoldings(db, actorId, { enabledOnly: true }), userId);
  return user;
}

/**
 * Refuses (403) to restore a deleted account the actor may not manage: the same containment as deleting it, so an
 * undo cannot bring back an account someone above the actor deleted.
 */
export async function assertMayRestoreUser(trx: Kysely<Database>, actorId: number, userId: number): Promise<void> {
  await assertMayManageUser(trx, await loadHoldings(trx, actorId, { enabledOnly: true }), userId);
}

function refuseForBuiltInAdmin(user: UserRecord, what: string): void {
  if (user.username === BUILT_IN_ADMIN) throw forbidden(`The built-in ${BUILT_IN_ADMIN} account cannot be ${what}`);
}

/** Policy check of a chosen password (the account's names are context words), as a 400 naming `field`. */
export async function assertPasswordAcceptable(password: string, context: PasswordContext, field: string): Promise<void> {
  const problem = await checkPassword(password, context);
  if (problem) throw badRequest(`${field}: ${PASSWORD_PROBLEM_MESSAGES[problem]}`, field);
}

/**
 * Creates a staff account (409 when the username exists, deleted accounts included). Without a
 * password a one-time one is generated, returned once and must be changed at the first sign-in.
 */
export async function addUser(db: Kysely<Database>, actor: Actor, input: UserAddRequest, now: Date): Promise<UserAddResult> {
  const username = input.username.trim();
  if (input.password !== undefined) await assertPasswordAcceptable(input.password, { username, realName: input.realName }, 'password');
  const taken = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) throw conflict(`username ${username} already exists`);
  const codes = input.roleCodes ?? [input.type];
  const roles = await resolveRoleCodes(db, codes);
  if (input.roleCodes && roles.unknown.length > 0) throw badRequest(`roleCodes: unknown role ${roles.unknown.join(', ')}`, 'roleCodes');
  await assertMayGrantRoles(db, await loadHoldings(db, actor.userId, { enabledOnly: true }), roles.ids);
  const generated = input.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(input.password ?? (generated as string));
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        username,
        password_hash: passwordHash,
        type: input.type,
        status: 'enabled',
        real_name: null,
        avatar: null,
        gender: null,
        phone_number: null,
        email: null,
        ...profileColumns(input),
        must_change_password: generated === undefined ? 0 : 1,
        password_changed_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict(`username ${username} already exists`);
    if (roles.ids.length > 0)
      await trx
        .insertInto('user_roles')
        .values(roles.ids.map((role_id) => ({ user_id: row.id, role_id })))
        .execute();
    await audit(trx, actor, 'user.add', `user:${username}`, now, {
      type: input.type,
      roleCodes: codes,
      generatedPassword: generated !== undefined,
    });
    return row.id;
  });
  const user = await requireUser(db, id);
  return generated === undefined ? { user } : { user, initialPassword: generated };
}

/** Updates profile fields; 409 when `updatedAt` is given and the row changed since. */
export async function updateUser(db: Kysely<Database>, actor: Actor, input: UserUpdateRequest, now: Date): Promise<UserRecord> {
  const before = await requireManagedUser(db, actor.userId, input.userId);
  const columns = profileColumns(input);
  await db.transaction().execute(async (trx) => {
    await holdVersion(trx, 'users', input.userId, input.updatedAt);
    await trx
      .updateTable('users')
      .set({ ...columns, updated_at: now.toISOString() })
      .where('id', '=', input.userId)
      .execute();
    await audit(trx, actor, 'user.update', `user:${before.username}`, now, { fields: Object.keys(columns) });
  });
  return requireUser(db, input.userId);
}

function refuseSelf(actorId: number, userId: number, what: string): void {
  if (actorId === userId) throw badRequest(`userId: you cannot ${what} your own account`, 'userId');
}

/**
 * Enables or disables the account `userId` in `trx` for the caller `actorId`, refused for the caller's own account
 * (400), one the caller may not manage and the built-in admin (403); disabling ends its sign-ins. Answers the
 * account and how many sign-ins ended.
 */
export async function setUserStatusIn(
  trx: Kysely<Database>,
  actorId: number,
  userId: number,
  status: EnabledStatus,
  now: Date,
): Promise<{ user: UserRecord; ended: number }> {
  if (status === 'disabled') refuseSelf(actorId, userId, 'disable');
  const user = await requireManagedUser(trx, actorId, userId);
  if (status === 'disabled') refuseForBuiltInAdmin(user, 'disabled');
  await trx.updateTable('users').set({ status, updated_at: now.toISOString() }).where('id', '=', userId).execute();
  const ended = status === 'disabled' ? await endUserSessions(trx, userId, 'user_disabled', now) : 0;
  return { user, ended };
}

/** Enables or disables an account; disabling ends its sign-ins (their next call gets 50012). */
export async function setUserStatus(
  db: Kysely<Database>,
  actor: Actor,
  userId: number,
  status: EnabledStatus,
  now: Date,
): Promise<UserRecord> {
  await db.transaction().execute(async (trx) => {
    const { user, ended } = await setUserStatusIn(trx, actor.userId, userId, status, now);
    await audit(trx, actor, 'user.status', `user:${user.username}`, now, { status, endedSessions: ended });
  });
  return requireUser(db, userId);
}

/**
 * Soft-deletes the account `userId` in `trx` for the caller `actorId` (stamps deleted_at, ends its sign-ins),
 * refused for the caller's own account (400), one the caller may not manage and the built-in admin (403).
 */
export async function deleteUserIn(
  trx: Kysely<Database>,
  actorId: number,
  userId: number,
  now: Date,
): Promise<{ user: UserRecord; ended: number }> {
  refuseSelf(actorId, userId, 'delete');
  const user = await requireManagedUser(trx, actorId, userId);
  refuseForBuiltInAdmin(user, 'deleted');
  await trx.updateTable('users').set({ deleted_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).execute();
  return { user, ended: await endUserSessions(trx, userId, 'ended_by_admin', now) };
}

/** Soft-deletes an account: gone from lists, cannot sign in, its sign-ins end. */
export async function deleteUser(db: Kysely<Database>, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { user, ended } = await deleteUserIn(trx, actor.userId, userId, now);
    await audit(trx, actor, 'user.delete', `user:${user.username}`, now, { endedSessions: ended });
  });
}

/** Sets a generated one-time password (to change at the next sign-in) and ends the user's sign-ins. */
export async function resetUserPassword(db: Kysely<Database>, actor: Actor, userId: number, now: Date): Promise<string> {
  const user = await requireManagedUser(db, actor.userId, userId);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 1, password_changed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    const ended = await endUserSessions(trx, userId, 'ended_by_admin', now);
    const unboundMicrosoft = await unbindMicrosoftAccounts(trx, userId);
    await audit(trx, actor, 'user.resetPassword', `user:${user.username}`, now, { endedSessions: ended, unboundMicrosoft });
  });
  return password;
}

/** Replaces the user's roles; an unknown code is a 400 and changes nothing. */
export async function assignUserRoles(
  db: Kysely<Database>,
  actor: Actor,
  userId: number,
  codes: readonly string[],
  now: Date,
): Promise<UserRecord> {
  if (actor.userId === userId) throw forbidden('You cannot change your own roles; ask another administrator');
  const user = await requireManagedUser(db, actor.userId, userId);
  const roles = await resolveRoleCodes(db, codes);
  if (roles.unknown.length > 0) throw badRequest(`roleCodes: unknown role ${roles.unknown.join(', ')}`, 'roleCodes');
  if (user.username === BUILT_IN_ADMIN && !codes.includes('admin'))
    throw forbidden(`The built-in ${BUILT_IN_ADMIN} account keeps the admin role`);
  await assertMayGrantRoles(db, await loadHoldings(db, actor.userId, { enabledOnly: true }), roles.ids);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (roles.ids.length > 0)
      await trx
        .insertInto('user_roles')
        .values(roles.ids.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    await trx.updateTable('users').set({ updated_at: now.toISOString() }).where('id', '=', userId).execute();
    await audit(trx, actor, 'user.assignRoles', `user:${user.username}`, now, { before: user.roleList, after: codes });
  });
  return requireUser(db, userId);
}
