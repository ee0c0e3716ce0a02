#!/usr/bin/env node
// `npm run test:faults`: the fault tests of apps/api/faults (real server processes, a throwaway PostgreSQL
// cluster, SIGTERM and SIGKILL). They need the built server; the build runs first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('apps/api/dist/server.js')) {
  const build = spawnSync('npm run build -w @backoffice/api --silent', { shell: true, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const files = readdirSync('apps/api/faults')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `apps/api/faults/${f}`);
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=240000', ...files], { stdio: 'inherit' });
process.exit(run.status ?? 1);
