// Test data written straight to the database, bypassing routes that later issues add.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.js';
import type { EnabledStatus, UserType } from '../db/types.js';
import { projectRow, type ProjectSpec } from '../sample-data/rows.js';

/** A user to create; roles are built-in role codes. */
export interface UserFixture {
  username: string;
  password: string;
  type?: UserType;
  roles?: string[];
  status?: EnabledStatus;
  realName?: string;
}

/** Inserts a user with the given roles (in one transaction) and returns its id. */
export async function createUser(app: FastifyInstance, user: UserFixture): Promise<number> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(user.password);
  return app.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        username: user.username,
        password_hash: passwordHash,
        type: user.type ?? 'client',
        status: user.status ?? 'enabled',
        must_change_password: 0,
        ...(user.realName === undefined ? {} : { real_name: user.realName }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const code of user.roles ?? []) {
      const role = await trx.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    }
    return id;
  });
}

/**
 * A projects row to insert straight into the database: a draft running through January 2026, created now, unless
 * `spec` says otherwise.
 *
 * @example
 * await app.db.insertInto('projects').values(projectFixtureRow('Harbor lights', 'HB-001', { status: 'active' })).execute();
 */
export function projectFixtureRow(name: string, code: string, spec: Partial<ProjectSpec> = {}) {
  return projectRow({
    name,
    code,
    clientId: null,
    status: 'draft',
    startDate: '2026-01-01',
    endDate: '2026-02-01',
    description: null,
    createdBy: null,
    createdAt: new Date().toISOString(),
    ...spec,
  });
}
