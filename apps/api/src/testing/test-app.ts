// Builds the real app on a fresh database for a test, with helpers for the calls tests repeat.
// Suites loop over testTargets() with describe.each so every test runs on each engine.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import type { AppConfig } from '../config.js';
import type { Envelope } from '../http/envelope.js';
import { startsFromTemplate, TEMPLATES_KEY, type TemplateDatabases } from './template-databases.js';
import type { TestDatabase, TestTarget } from './test-databases.js';

export { testTargets, type TestTarget, type TestDatabase } from './test-databases.js';

/** The admin password test apps are seeded with (passes the password policy). */
export const TEST_ADMIN_PASSWORD = 'test-admin-Pa55phrase';

/** A running test app and its database. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** POSTs JSON (optionally with a bearer token) and returns HTTP status and envelope. */
  post<T = unknown>(url: string, body?: unknown, token?: string): Promise<{ status: number; body: Envelope<T> }>;
  /** Signs in and returns the token; throws when login fails. */
  login(username: string, password: string): Promise<string>;
  /** Closes the app; `keepDatabase` leaves the database for a second start. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** The secrets key of test servers (auth/sealed-secrets.ts). */
export const TEST_SECRETS_KEY = createHash('sha256').update('backoffice-console test secrets key').digest();

/** Options for {@link startTestApp}; `database` reuses an existing one (second-start tests). */
export interface TestAppOptions extends Omit<Partial<AppOptions>, 'config'> {
  config?: Partial<AppConfig>;
  database?: TestDatabase;
}

declare module 'vitest' {
  interface ProvidedContext {
    [TEMPLATES_KEY]: TemplateDatabases;
  }
}

/** The run's template databases (template-databases.global.ts); none outside a vitest worker. */
function runTemplates(): TemplateDatabases {
  try {
    return inject(TEMPLATES_KEY) ?? {};
  } catch {
    return {};
  }
}

/** A fresh database for a test app: a copy of the run's template when `options` cannot change a first start. */
async function freshDatabase(target: TestTarget, options: TestAppOptions): Promise<TestDatabase> {
  const template = startsFromTemplate(options) ? runTemplates()[target.name] : undefined;
  return template ? target.copyDatabase(template) : target.createDatabase();
}

/**
 * Starts the app on a fresh database of `target` (or on `options.database`): migrated and seeded as a first start
 * with `options` leaves it (a copy of the run's template when those options cannot change a first start).
 */
export async function startTestApp(target: TestTarget, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(target, options));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database: database.target,
    adminPassword: TEST_ADMIN_PASSWORD,
    staticDir: path.join(import.meta.dirname, 'no-static-dir'),
    tokenIdleMinutes: 120,
    tokenAbsoluteHours: 12,
    logLevel: 'silent',
    // One fixed key for every test start, so a second start on the same database opens what the first sealed.
    secretsKeys: [TEST_SECRETS_KEY],
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ logger: false, print: () => undefined, ...options, config });
  } catch (error) {
    if (!options.database) await database.drop();
    throw error;
  }
  const post = async <T>(url: string, body?: unknown, token?: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  return {
    app,
    database,
    post,
    async login(username, password) {
      const { body } = await post<{ token: string }>('/api/admin/land/login', { username, password });
      if (body.code !== 200) throw new Error(`login failed: ${body.code} ${body.message}`);
      return body.result.token;
    },
    async close(closeOptions = {}) {
      await app.close();
      if (!closeOptions.keepDatabase) await database.drop();
    },
  };
}
