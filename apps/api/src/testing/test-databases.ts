// Fresh, throwaway databases for tests: a temporary SQLite file always, and a uniquely named
// PostgreSQL database when TEST_DATABASE_URL is set (created from that URL, dropped afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import type { DialectName } from '../db/connect.js';
import { copySqliteTemplate } from './template-databases.js';

/** A database created for one test file or test; `drop` removes it. */
export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** An engine the suites run against. */
export interface TestTarget {
  name: DialectName;
  createDatabase(): Promise<TestDatabase>;
  /** A new database holding what `template` (a database of this engine no one is connected to) holds. */
  copyDatabase(template: DatabaseTarget): Promise<TestDatabase>;
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
  async copyDatabase(template) {
    if (template.kind !== 'sqlite') throw new Error('a SQLite copy needs a SQLite template');
    const { file, dir } = copySqliteTemplate(template.file);
    return {
      target: { kind: 'sqlite', file, readers: 2 },
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
  /** Creates a uniquely named database (`from`: a copy of that template database) and answers it. */
  const create = async (from?: string): Promise<TestDatabase> => {
    const name = `api_test_${process.pid}_${randomBytes(5).toString('hex')}`;
    await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"${from ? ` TEMPLATE "${from}"` : ''}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      target: { kind: 'postgres', url: url.toString() },
      drop: () => withAdminClient(adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
    };
  };
  return {
    name: 'postgres',
    createDatabase: () => create(),
    async copyDatabase(template) {
      if (template.kind !== 'postgres') throw new Error('a PostgreSQL copy needs a PostgreSQL template');
      return create(decodeURIComponent(new URL(template.url).pathname.slice(1)));
    },
  };
}

/** SQLite, plus PostgreSQL when TEST_DATABASE_URL is set; use with `describe.each`. */
export function testTargets(env: NodeJS.ProcessEnv = process.env): TestTarget[] {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
