// The server's OpenAPI document without a running server: the app is built in memory on a throwaway SQLite file
// and asked for GET /api/docs/json, the document a running server serves. The typed API client
// (packages/api-client) is generated from it by its build, and its drift test compares against it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';

/**
 * Builds the app on a fresh SQLite database in a temporary folder, reads its OpenAPI document and removes both.
 * @example
 * const doc = await openApiDocument(); // { openapi: '3.0.3', paths: { '/api/admin/project/list': ... } }
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-document-'));
  try {
    const app = await buildApp({
      logger: false,
      print: () => undefined,
      demo: false,
      config: {
        port: 0,
        host: '127.0.0.1',
        database: { kind: 'sqlite', file: path.join(dir, 'console.db') },
        adminPassword: `document-only-${randomBytes(12).toString('hex')}`,
        staticDir: path.join(dir, 'no-static-dir'),
        tokenIdleMinutes: 120,
        tokenAbsoluteHours: 12,
        logLevel: 'silent',
        secretsKeys: [randomBytes(32)],
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
      return response.json<Record<string, unknown>>();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
