import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base, { ADMIN_PASSWORD } from './playwright.config';

/**
 * The quick-start example (examples/minimal-console), built from the packages' tarballs by
 * `node scripts/build-example.mjs`, served by the real server on a fresh SQLite database and driven in Chromium.
 */
const port = Number(process.env.E2E_EXAMPLE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 2);

export default defineConfig({
  ...base,
  testDir: './example',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-example.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'console-example-')), 'example.db')}`,
      CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '../examples/minimal-console/dist',
      // The quick start signs in with a password only: its admin role does not require a second factor.
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
    },
  },
});
