import { describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestDatabase } from '../testing/test-app.js';
import { DEMO_ACCOUNTS } from './demo.js';

const sqlite = testTargets().find((t) => t.name === 'sqlite')!;
/** PostgreSQL when TEST_DATABASE_URL is set. */
const postgresTargets = testTargets().filter((t) => t.name === 'postgres');
const password = (username: string) => DEMO_ACCOUNTS.find((a) => a.username === username)!.password;

/** Starts the demo on `database`, answers what it printed and the row counts it found, and stops it. */
async function demoStart(database: TestDatabase) {
  const lines: string[] = [];
  const t = await startTestApp(sqlite, { database, demo: true, print: (line) => lines.push(line), config: { adminPassword: undefined } });
  try {
    const count = async (table: 'projects' | 'project_sessions' | 'users') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const loads = await t.app.db.selectFrom('audit_log').select('target').where('action', '=', 'sampleData.load').execute();
    const logins: Record<string, unknown> = {};
    for (const account of DEMO_ACCOUNTS) {
      const { body } = await t.post<{ userInfo: { mustChangePassword?: boolean } }>('/api/admin/land/login', {
        username: account.username,
        password: account.password,
      });
      logins[account.username] = body.code === 200 && !body.result.userInfo.mustChangePassword ? 'signed in' : body.code;
    }
    return {
      lines,
      logins,
      loads,
      projects: await count('projects'),
      sessions: await count('project_sessions'),
      users: await count('users'),
    };
  } finally {
    await t.close({ keepDatabase: true });
  }
}

describe('the demo start', () => {
  it('fills its new database once, with accounts that sign in with the printed passwords, and not again on restart', async () => {
    const database = await sqlite.createDatabase();
    try {
      const first = await demoStart(database);
      expect(first.lines[0]).toMatch(/^Demo database .*: loaded the sample data set \(12 projects, \d+ sessions/);
      expect(first.lines.join('\n')).toContain(`lin.chen        ${password('lin.chen')}`);
      expect(first.lines.join('\n')).not.toMatch(/one-time|Created the admin account/);
      expect(first.logins).toEqual({
        admin: 'signed in',
        'lin.chen': 'signed in',
        'priya.nair': 'signed in',
        'harbor.retail': 'signed in',
      });
      expect(first.loads).toEqual([{ target: 'demo' }]);

      const second = await demoStart(database);
      expect(second.lines[0]).toMatch(/^Demo database .* \(sample data loaded /);
      expect(second.loads).toEqual([{ target: 'demo' }]);
      expect({ projects: second.projects, sessions: second.sessions, users: second.users }).toEqual({
        projects: 12,
        sessions: first.sessions,
        users: first.users,
      });
      expect(second.logins).toEqual(first.logins);

      // Started as a real console (no CONSOLE_DEMO), the demo database and its published passwords are refused.
      await expect(startTestApp(sqlite, { database, print: () => undefined })).rejects.toThrow(/is a demo database: .*npm run demo/);
    } finally {
      await database.drop();
    }
  });

  it('refuses a database it did not create, leaving it as it was', async () => {
    const database = await sqlite.createDatabase();
    try {
      const real = await startTestApp(sqlite, { database });
      await real.close({ keepDatabase: true });
      await expect(startTestApp(sqlite, { database, demo: true, print: () => undefined })).rejects.toThrow(
        /fills only a database it creates, and .* already has an admin account/,
      );
      const again = await startTestApp(sqlite, { database });
      expect(await again.app.db.selectFrom('projects').select('id').execute()).toEqual([]);
      expect((await again.post('/api/admin/land/login', { username: 'admin', password: password('admin') })).body.code).not.toBe(200);
      await again.close({ keepDatabase: true });
    } finally {
      await database.drop();
    }
  });

  for (const postgres of postgresTargets) {
    it('refuses PostgreSQL before creating any account', async () => {
      const database = await postgres.createDatabase();
      try {
        await expect(startTestApp(postgres, { database, demo: true, print: () => undefined })).rejects.toThrow(/own SQLite file only/);
        const plain = await startTestApp(postgres, { database, config: { adminPassword: 'a-real-admin-passphrase' } });
        expect((await plain.post('/api/admin/land/login', { username: 'admin', password: password('admin') })).body.code).not.toBe(200);
        await plain.close({ keepDatabase: true });
      } finally {
        await database.drop();
      }
    });
  }
});
