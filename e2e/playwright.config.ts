import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built server,
 * which serves the built reference app, on a fresh temporary SQLite database each run.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
// E2E_SERVER / E2E_STATIC_DIR let a developer test another build of the server and console (default: the repo's).
const server = process.env.E2E_SERVER ?? '../apps/api/dist/server.js';
const staticDir = process.env.E2E_STATIC_DIR;
export const ADMIN_PASSWORD = 'e2e-admin-long-passphrase';
// Microsoft sign-in runs against a local OpenID provider (oidc/provider.mjs) on its own port, derived from
// E2E_PORT so that parallel runs on other ports do not collide.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
export const OIDC = { issuer: `http://127.0.0.1:${oidcPort}`, clientId: 'e2e-console', clientSecret: 'e2e-console-secret' };

// `npm test` runs the suite as two gates side by side (scripts/test-all.mjs), each with its own server, port and
// database: E2E_GROUP=heavy runs the longest specs (about half the suite's time), E2E_GROUP=rest every other spec,
// so a new spec lands in `rest` without a list to edit. Unset, one run has every spec.
const group = process.env.E2E_GROUP;
const HEAVY_SPECS = ['accessibility', 'job-walk', 'access', 'projects'].map((name) => `**/${name}.spec.ts`);
if (group && group !== 'heavy' && group !== 'rest') throw new Error(`E2E_GROUP is 'heavy' or 'rest', not '${group}'`);

export default defineConfig({
  testDir: './specs',
  ...(group === 'heavy' ? { testMatch: HEAVY_SPECS } : group === 'rest' ? { testIgnore: HEAVY_SPECS } : {}),
  outputDir: group ? `test-results/${group}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI so an animation-timing flake cannot block a landing; a retried test is reported as flaky
  // in the summary of `npm test`, to be fixed, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `../test-results/e2e${group ? `-${group}` : ''}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node ${server}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
        CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        ...(staticDir ? { STATIC_DIR: staticDir } : {}),
        MS_ISSUER_URL: OIDC.issuer,
        MS_CLIENT_ID: OIDC.clientId,
        MS_CLIENT_SECRET: OIDC.clientSecret,
        MS_REDIRECT_BASE_URL: `http://127.0.0.1:${port}`,
        // Every browser of the suite signs in from 127.0.0.1: the per-address limits are raised so the suite's own
        // wrong passwords do not slow the rest; per account, six straight failures lock (staff.spec.ts tests it).
        SIGNIN_ADDRESS_FREE_FAILURES: '500',
        // Off, so the suite's admin signs in by password; two-step.spec.ts sets a role's requirement itself.
        SECOND_FACTOR_ADMIN_DEFAULT: 'off',
        SIGNIN_ADDRESS_LOCK_AFTER: '1000',
        SIGNIN_ACCOUNT_LOCK_AFTER: '6',
      },
    },
    {
      command: 'node oidc/provider.mjs',
      url: `${OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(oidcPort),
        CONSOLE_ORIGIN: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: OIDC.clientId,
        OIDC_CLIENT_SECRET: OIDC.clientSecret,
      },
    },
  ],
});
