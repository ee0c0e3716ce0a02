import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../../auth/password.js';
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from '../../auth/password-policy.js';
import { isPostgres } from '../migrations/portable.js';
import type { Database } from '../types.js';
import type { PermissionTreeDirectory } from './permission-tree.js';
import { seedPermissions } from './seed-permissions.js';
import { seedRoles } from './seed-roles.js';

/** Arbitrary constant naming the seed's advisory lock on PostgreSQL. */
const SEED_LOCK_KEY = 7_100_301;
/** The built-in admin's real name (a context word of its password, like 'admin'). */
const ADMIN_REAL_NAME = 'Administrator';

/** Inputs of the first-start seed. */
export interface SeedOptions {
  /** CONSOLE_ADMIN_PASSWORD; when absent a random password is generated and printed once. */
  adminPassword: string | undefined;
  /** Where the one-time password line goes (stdout in production). */
  print: (line: string) => void;
  now: Date;
  /** The permission tree the app's modules declare (modules/collect.ts, menuTree or gatherModules). */
  tree: readonly PermissionTreeDirectory[];
  /** Whether a new installation's admin role requires a second factor (SECOND_FACTOR_ADMIN_DEFAULT); default off. */
  secondFactorAdminDefault?: boolean;
}

/** What the seed did, for logs and tests. */
export interface SeedResult {
  adminCreated: boolean;
  /** Set only when the admin was created with a generated password. */
  generatedPassword?: string;
}

/**
 * Idempotent first-start seed, in one transaction: the permission tree, the built-in roles and
 * the `admin` account (type admin, role admin). There is no default password.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const now = options.now.toISOString();
  const adminExists = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  let password: string | undefined;
  if (!adminExists) {
    password = options.adminPassword ?? generatePassword();
    const problem = await checkPassword(password, { username: 'admin', realName: ADMIN_REAL_NAME });
    if (problem) throw new Error(`CONSOLE_ADMIN_PASSWORD is not acceptable: ${PASSWORD_PROBLEM_MESSAGES[problem]}`);
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  const adminCreated = await db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL seed one after the other.
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const { tree } = options;
    const ids = await seedPermissions(trx, now, tree);
    const roleIds = await seedRoles(trx, ids, now, tree);
    if (passwordHash === undefined) return false;
    const inserted = await trx
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        username: 'admin',
        password_hash: passwordHash,
        type: 'admin',
        real_name: ADMIN_REAL_NAME,
        status: 'enabled',
        must_change_password: options.adminPassword ? 0 : 1,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    const adminRoleId = roleIds.get('admin');
    if (adminRoleId === undefined) throw new Error('Built-in role admin is missing');
    await trx.insertInto('user_roles').values({ user_id: inserted.id, role_id: adminRoleId }).execute();
    if (options.secondFactorAdminDefault) {
      await trx.updateTable('roles').set({ second_factor_required: 1 }).where('id', '=', adminRoleId).execute();
    }
    return true;
  });

  if (!adminCreated) return { adminCreated };
  if (options.adminPassword) {
    options.print('Created the admin account. Username: admin  Password: (from CONSOLE_ADMIN_PASSWORD)');
    return { adminCreated };
  }
  options.print(`Created the admin account. Username: admin  Password: ${password}`);
  return { adminCreated, generatedPassword: password };
}
