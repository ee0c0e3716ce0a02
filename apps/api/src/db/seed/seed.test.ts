import { describe, expect, it } from 'vitest';
import { allMigrations } from '../../modules/collect.js';
import { startTestApp, testTargets } from '../../testing/test-app.js';

const CREATED = /^Created the admin account\. Username: admin {2}Password: (\S+)$/;

describe.each(testTargets())('first start on $name', (target) => {
  it('creates the admin with CONSOLE_ADMIN_PASSWORD, without printing it', async () => {
    const printed: string[] = [];
    const t = await startTestApp(target, { config: { adminPassword: 'env-given-Secret-42' }, print: (l) => printed.push(l) });
    try {
      expect(t.app.seedResult).toEqual({ adminCreated: true });
      expect(printed.join('\n')).not.toContain('env-given-Secret-42');
      const token = await t.login('admin', 'env-given-Secret-42');
      expect(token).toBeTruthy();
      const admin = await t.app.db
        .selectFrom('users')
        .select(['type', 'must_change_password'])
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin).toEqual({ type: 'admin', must_change_password: 0 });
    } finally {
      await t.close();
    }
  });

  it('without a password, prints a random one once in a clear line, and it works', async () => {
    const printed: string[] = [];
    const t = await startTestApp(target, { config: { adminPassword: undefined }, print: (l) => printed.push(l) });
    try {
      expect(printed).toHaveLength(1);
      const password = CREATED.exec(printed[0] ?? '')?.[1];
      expect(password).toBeDefined();
      expect(password!.length).toBeGreaterThanOrEqual(16);
      expect(await t.login('admin', password!)).toBeTruthy();
      const wrong = await t.post('/api/admin/land/login', { username: 'admin', password: 'admin' });
      expect(wrong.body.code).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a weak CONSOLE_ADMIN_PASSWORD, saying why', async () => {
    await expect(startTestApp(target, { config: { adminPassword: 'password' } })).rejects.toThrow(/CONSOLE_ADMIN_PASSWORD/);
    await expect(startTestApp(target, { config: { adminPassword: 'Password1!' } })).rejects.toThrow(
      'CONSOLE_ADMIN_PASSWORD is not acceptable: This password is a common password with',
    );
    await expect(startTestApp(target, { config: { adminPassword: 'Administrator1' } })).rejects.toThrow(/the username, the person's name/);
  });

  it('a second start migrates nothing, seeds nothing twice and prints nothing', async () => {
    const printed: string[] = [];
    const first = await startTestApp(target, { config: { adminPassword: undefined }, print: (l) => printed.push(l) });
    const password = CREATED.exec(printed[0] ?? '')?.[1] ?? '';
    const count = async (table: 'permissions' | 'roles' | 'users' | 'role_permissions' | 'user_roles') => {
      const row = await first.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = {
      permissions: await count('permissions'),
      roles: await count('roles'),
      users: await count('users'),
      rolePermissions: await count('role_permissions'),
      userRoles: await count('user_roles'),
    };
    expect(before.roles).toBe(3);
    expect(before.users).toBe(1);
    await first.close({ keepDatabase: true });

    const second = await startTestApp(target, {
      database: first.database,
      config: { adminPassword: undefined },
      print: (l) => printed.push(l),
    });
    try {
      expect(printed).toHaveLength(1);
      expect(second.app.seedResult).toEqual({ adminCreated: false });
      const applied = await second.app.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(allMigrations()).length);
      const again = async (table: 'permissions' | 'roles' | 'users' | 'role_permissions' | 'user_roles') => {
        const row = await second.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      expect({
        permissions: await again('permissions'),
        roles: await again('roles'),
        users: await again('users'),
        rolePermissions: await again('role_permissions'),
        userRoles: await again('user_roles'),
      }).toEqual(before);
      expect(await second.login('admin', password)).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});
