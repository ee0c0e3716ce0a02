#!/usr/bin/env node
// `npm test`: every quality gate, in order. Each gate runs even when an earlier one failed, so one run
// shows every problem; the exit code is non-zero when any gate failed. The last line sums the test cases.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const gates = [
  ['lint and format', 'npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn'],
  // The build comes before the type-check: the console type-checks against the server's built wire types.
  ['build', 'npm run build --silent'],
  ['typecheck', 'npm run typecheck --workspaces --if-present --silent'],
  [
    'unit and integration tests (vitest, with coverage)',
    `npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`,
  ],
  ['fault tests (SIGTERM, SIGKILL, PostgreSQL restarts; real processes)', 'npm run test:faults --silent'],
  ['package checks (publint, attw, no React in core)', 'node scripts/check-packages.mjs'],
  ['changesets', 'npx changeset status'],
  // The API reference of both packages from their TSDoc; a public export without documentation fails it.
  ['API reference (TypeDoc)', 'npx typedoc --logLevel Warn'],
  ['storybook build', 'npm run build-storybook --silent'],
  ['end-to-end (Playwright, Chromium)', 'npm run test:e2e --silent'],
  // The quick start (examples/minimal-console) installed from the packed tarballs, type-checked, built and driven in Chromium.
  ['quick-start example from the tarballs', 'node scripts/build-example.mjs && npm run test:example -w e2e --silent'],
  ['bundle budgets', 'npm run bench:check --silent'],
];

const summary = [];
for (const [name, command] of gates) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  summary.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`=== ${name}: ${ok ? 'passed' : `FAILED (exit ${run.status})`}`);
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const vitest = count(`${results}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const playwrightStats = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, flaky: r.stats.flaky });
const e2eMain = count(`${results}/e2e.json`, playwrightStats);
const e2eExample = count(`${results}/e2e-example.json`, playwrightStats);
const e2e = {
  passed: e2eMain.passed + e2eExample.passed,
  failed: e2eMain.failed + e2eExample.failed,
  flaky: (e2eMain.flaky ?? 0) + (e2eExample.flaky ?? 0),
};

console.log('\n=== summary');
for (const gate of summary) console.log(`${gate.ok ? 'ok  ' : 'FAIL'} ${gate.name} (${gate.seconds}s)`);
console.log(`vitest: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (e2e.flaky) console.log(`playwright: ${e2e.flaky} passed only on retry (flaky): see test-results/e2e.json`);
const failedGates = summary.filter((g) => !g.ok).length;
console.log(`gates: ${summary.length - failedGates} passed, ${failedGates} failed`);
console.log(`${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed + failedGates} failed`);
process.exit(failedGates === 0 ? 0 : 1);
