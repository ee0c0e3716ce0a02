// Fresh, throwaway databases for tests: a temporary SQLite file always, and a uniquely named
// PostgreSQL database when TEST_DATABASE_URL is set (created from that URL, dropped afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import type { DialectName } from '../db/connect.js';

/** A database created for one test file or test; `drop` removes it. */
export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** An engine the suites run against. */
export interface TestTarget {
  name: DialectName;
  createDatabase(): Promise<TestDatabase>;
}

const sqliteTarget: TestTarget = {
  name: 'sqlite',
  async createDatabase() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    return {
      // Two reader threads, as the server runs on any machine with two cores or more (config.ts).
      target: { kind: 'sqlite', file: path.join(dir, 'console.db'), readers: 2 },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function postgresTarget(adminUrl: string): TestTarget {
  return {
    name: 'postgres',
    async createDatabase() {
      const name = `api_test_${process.pid}_${randomBytes(5).toString('hex')}`;
      await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        target: { kind: 'postgres', url: url.toString() },
        drop: () => withAdminClient(adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
      };
    },
  };
}

/** SQLite, plus PostgreSQL when TEST_DATABASE_URL is set; use with `describe.each`. */
export function testTargets(env: NodeJS.ProcessEnv = process.env): TestTarget[] {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
