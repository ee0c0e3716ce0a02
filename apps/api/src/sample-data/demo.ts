// `npm run demo` (scripts/demo.mjs) starts the server with CONSOLE_DEMO=1 on its own SQLite file. On
// the first start of that file the server loads the sample data set with the demo accounts' known
// passwords; later starts only print the accounts. The known passwords never reach another database:
// the demo refuses PostgreSQL before anything is written, and refuses any file it did not create.
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { DatabaseTarget } from '../config.js';
import type { SeedOptions, SeedResult } from '../db/seed/seed.js';
import type { Database } from '../db/types.js';
import { findExistingData } from './existing-data.js';
import { loadSampleData } from './load.js';

/** The accounts a viewer of the demo signs in with; none is a one-time password. */
export const DEMO_ACCOUNTS: readonly { username: string; password: string; role: string }[] = [
  { username: 'admin', password: 'demo-admin-pass', role: 'Administrator / 管理员' },
  { username: 'lin.chen', password: 'demo-moderator-pass', role: 'Moderator / 主持人' },
  { username: 'priya.nair', password: 'demo-junior-pass', role: 'Junior moderator (custom role) / 初级主持人（自定义角色）' },
  { username: 'harbor.retail', password: 'demo-client-pass', role: 'Client / 客户' },
];

/** True when the environment asks for the demo (CONSOLE_DEMO=1, set by scripts/demo.mjs). */
export function demoRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONSOLE_DEMO === '1';
}

/**
 * The first-start seed's options for the demo: the admin gets the demo password (not a one-time one),
 * and the seed prints nothing (the demo prints every account). Throws for a PostgreSQL target, before
 * anything is written: the demo runs on its own SQLite file only.
 */
export function demoSeedOptions(database: DatabaseTarget, now: Date): Omit<SeedOptions, 'tree'> {
  if (database.kind !== 'sqlite')
    throw new Error('CONSOLE_DEMO=1 runs on its own SQLite file only (DATABASE_URL=file:...); use `npm run demo`');
  const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin');
  return { adminPassword: admin?.password, print: () => undefined, now };
}

/**
 * Throws (the server does not start) when a server not started as the demo opens a demo database: its
 * accounts' passwords are published in the README, so it must never serve as a real console.
 *
 * @example
 * if (!demoRequested()) await refuseDemoDatabase(db, config.database);
 */
export async function refuseDemoDatabase(db: Kysely<Database>, database: DatabaseTarget): Promise<void> {
  const marker = await db.selectFrom('sample_data_loads').select('kind').where('id', '=', 1).executeTakeFirst();
  if (marker?.kind !== 'demo') return;
  const where = database.kind === 'sqlite' ? database.file : 'PostgreSQL';
  throw new Error(
    `${where} is a demo database: its accounts' passwords are published, so it starts only as the demo (\`npm run demo\`, CONSOLE_DEMO=1); use another DATABASE_URL for a real console`,
  );
}

/** Inputs of {@link startDemo}. */
export interface DemoStartOptions {
  database: DatabaseTarget;
  seedResult: SeedResult;
  print: (line: string) => void;
  now: Date;
}

function printAccounts(print: (line: string) => void): void {
  print('Demo accounts (these passwords work on this demo database only):');
  for (const a of DEMO_ACCOUNTS) print(`  ${a.username.padEnd(15)} ${a.password.padEnd(21)} ${a.role}`);
}

/**
 * Fills a database the demo has just created with the sample data set and the demo accounts'
 * passwords, or, on a later start of a demo database, changes nothing. Throws (the server does not
 * start) on any other database. Answers whether it loaded the data now.
 */
export async function startDemo(db: Kysely<Database>, options: DemoStartOptions): Promise<boolean> {
  const where = options.database.kind === 'sqlite' ? options.database.file : 'PostgreSQL';
  const marker = await db.selectFrom('sample_data_loads').select(['kind', 'loaded_at']).where('id', '=', 1).executeTakeFirst();
  if (marker?.kind === 'demo') {
    options.print(`Demo database ${where} (sample data loaded ${marker.loaded_at}).`);
    printAccounts(options.print);
    return false;
  }
  const holds = marker ? 'sample data loaded by an admin' : await findExistingData(db);
  if (holds || !options.seedResult.adminCreated) {
    throw new Error(
      `CONSOLE_DEMO=1 fills only a database it creates, and ${where} already has ${holds ?? 'an admin account'}; use \`npm run demo\` (data/demo.db)`,
    );
  }
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const staff = DEMO_ACCOUNTS.filter((a) => a.username !== 'admin');
  const hashes = new Map(await Promise.all(staff.map(async (a) => [a.username, await hashPassword(a.password)] as const)));
  const result = await loadSampleData(db, {
    actor: { userId: admin.id, username: 'admin', ip: null },
    now: options.now,
    kind: 'demo',
    passwordHashes: hashes,
  });
  const r = result.rows;
  options.print(
    `Demo database ${where}: loaded the sample data set (${r.projects ?? 0} projects, ${r.project_sessions ?? 0} sessions, ${r.session_participants ?? 0} participants, ${r.users ?? 0} staff accounts).`,
  );
  printAccounts(options.print);
  return true;
}
