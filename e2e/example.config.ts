import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base, { ADMIN_PASSWORD } from './playwright.config';

/**
 * The quick-start example (examples/minimal-console) and the "build a related console" guide's app
 * (test-results/related-console), both built from the packages' tarballs by `node scripts/build-example.mjs`, each
 * served by the real server on its own fresh SQLite database and driven in Chromium.
 */
const port = Number(process.env.E2E_EXAMPLE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 2);
const guidePort = port + 1;

/** The real server on `port`, a fresh SQLite database, serving the built app in `staticDir`. */
function serverOf(port: number, staticDir: string) {
  return {
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'console-example-')), 'example.db')}`,
      CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      STATIC_DIR: staticDir,
      // The examples sign in with a password only: their admin role does not require a second factor.
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
    },
  };
}

export default defineConfig({
  ...base,
  testDir: './example',
  // A folder of its own: Playwright empties its output folder at start, and the main suite's traces of a failed
  // try (test-results/heavy, test-results/rest) must outlive this later run.
  outputDir: 'test-results/example',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-example.json' }]],
  projects: [
    { name: 'quick start', testMatch: 'minimal-console.spec.ts', use: { ...base.use, baseURL: `http://127.0.0.1:${port}` } },
    {
      name: 'related-console guide',
      testMatch: 'related-console.spec.ts',
      use: { ...base.use, baseURL: `http://127.0.0.1:${guidePort}` },
    },
  ],
  webServer: [serverOf(port, '../examples/minimal-console/dist'), serverOf(guidePort, '../test-results/related-console')],
});
