// vitest global setup of the console's page tests (apps/reference): the real API server, started once per run in
// this process on a fresh SQLite database (migrated and seeded as a first start leaves it) and listening on a free
// port, so pages render against the server they ship with. The reference project's harness
// (apps/reference/src/testing/renderPage.tsx) reads where it listens with `inject(PAGE_TEST_SERVER_KEY)`.
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets } from './test-app.js';

/** The key the server's address is provided under. */
export const PAGE_TEST_SERVER_KEY = 'pageTestServer' as const;

/** Where the page tests' server listens, and the seeded admin's password. */
export interface PageTestServer {
  baseURL: string;
  adminPassword: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    [PAGE_TEST_SERVER_KEY]: PageTestServer;
  }
}

/** Starts the server before any test file runs; answers the teardown that stops it and drops its database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sqlite = testTargets({})[0];
  if (!sqlite) throw new Error('no SQLite test target');
  const server = await startTestApp(sqlite, { database: await sqlite.createDatabase() });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const provided: PageTestServer = { baseURL: `http://127.0.0.1:${port}`, adminPassword: TEST_ADMIN_PASSWORD };
  project.provide(PAGE_TEST_SERVER_KEY, provided);
  return () => server.close();
}
