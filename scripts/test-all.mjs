#!/usr/bin/env node
// `npm test`: every quality gate. Gates run side by side, as many at a time as the machine has cores (at most
// TEST_GATES_PARALLEL, default 2), each once the gates it needs have passed or failed; each gate's output is kept
// in test-results/gates/<gate>.log and printed whole when it ends, so outputs never interleave. Every gate runs
// even when another failed, so one run shows every problem; the exit code is non-zero when any gate failed. The
// last line sums the test cases.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(`${results}/gates`, { recursive: true });
const postgres = process.env.TEST_DATABASE_URL?.trim();

/**
 * The gates, most costly first (a free slot takes the first gate whose needs are done). `needs`: gates that must
 * end first, because this one reads what they build or writes where they do. `env`: added to the environment.
 */
const gates = [
  { id: 'build', name: 'build', command: 'npm run build --silent' },
  // The browser suite in two halves side by side (e2e/playwright.config.ts, E2E_GROUP), each on its own server.
  ...['heavy', 'rest'].map((group, index) => ({
    id: `e2e-${group}`,
    name: `end-to-end, ${group === 'heavy' ? 'the longest specs' : 'the other specs'} (Playwright, Chromium)`,
    command: 'npm run test:e2e --silent',
    env: { E2E_GROUP: group, E2E_PORT: String(8181 + 100 * index) },
    needs: ['build'],
  })),
  // SQLite alone (the developer's loop, `npm run test:unit`); PostgreSQL is the next gate.
  {
    id: 'vitest',
    name: 'unit and API tests on SQLite (vitest)',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`,
    env: { TEST_DATABASE_URL: '' },
    needs: ['build'],
  },
  // Coverage is measured (and its threshold held) where it is declared, console-core's sources: collecting it in
  // every worker of the run above would slow the whole suite for one package's figure.
  {
    id: 'coverage',
    name: 'console-core coverage (vitest, v8)',
    command: 'npx vitest run --project console-core --coverage --reporter=dot',
  },
  // The API suites' PostgreSQL half (every test named for it: `... on postgres`), the list-plan checks included.
  ...(postgres
    ? [
        {
          id: 'postgres',
          name: 'API tests on PostgreSQL, query plans included (vitest)',
          command: `npx vitest run --project api --testNamePattern "postgres|PostgreSQL" --reporter=default --reporter=json --outputFile.json=${results}/vitest-postgres.json`,
          needs: ['build'],
        },
      ]
    : []),
  {
    id: 'faults',
    name: 'fault tests (SIGTERM, SIGKILL, PostgreSQL restarts; real processes)',
    command: 'npm run test:faults --silent',
    needs: ['build'],
  },
  { id: 'storybook', name: 'storybook build', command: 'npm run build-storybook --silent', needs: ['build'] },
  { id: 'lint', name: 'lint and format', command: 'npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn' },
  // The console type-checks against the server's built wire types.
  { id: 'typecheck', name: 'typecheck', command: 'npm run typecheck --workspaces --if-present --silent', needs: ['build'] },
  // The API reference of both packages from their TSDoc; a public export without documentation fails it.
  { id: 'typedoc', name: 'API reference (TypeDoc)', command: 'npx typedoc --logLevel Warn', needs: ['build'] },
  {
    id: 'packages',
    name: 'package checks (publint, attw, no React in core)',
    command: 'node scripts/check-packages.mjs',
    needs: ['build'],
  },
  // The quick start (examples/minimal-console) installed from the packed tarballs, type-checked, built and driven in
  // Chromium; after the other Playwright run (they share e2e/'s output folder) and the other packing.
  {
    id: 'example',
    name: 'quick-start example from the tarballs',
    command: 'node scripts/build-example.mjs && node scripts/example-first-load.mjs && npm run test:example -w e2e --silent',
    needs: ['build', 'e2e-heavy', 'e2e-rest', 'packages'],
  },
  { id: 'changesets', name: 'changesets', command: 'npx changeset status' },
  { id: 'budgets', name: 'bundle budgets', command: 'npm run bench:check --silent', needs: ['build'] },
];

const slots = Math.max(1, Math.min(Number(process.env.TEST_GATES_PARALLEL ?? 2), availableParallelism()));
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const ended = new Map();
const running = new Set();
const waiting = [...gates];
console.log(`=== ${gates.length} gates, ${slots} at a time; each gate's output follows when it ends`);

/** Runs `gate`, its output into its log file; prints the log and the verdict when it ends. */
function run(gate) {
  running.add(gate.id);
  const log = `${results}/gates/${gate.id}.log`;
  const out = createWriteStream(log);
  const begun = Date.now();
  console.log(`--- ${seconds(started)}s: ${gate.name} starts`);
  const child = spawn(gate.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...gate.env } });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  child.on('close', (status) => {
    out.end(() => {
      const ok = status === 0;
      console.log(`\n=== ${gate.name}: ${gate.command}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      console.log(`=== ${gate.name}: ${ok ? 'passed' : `FAILED (exit ${status})`} in ${seconds(begun)}s`);
      running.delete(gate.id);
      ended.set(gate.id, { name: gate.name, ok, seconds: seconds(begun) });
      next();
    });
  });
}

function next() {
  while (running.size < slots) {
    const index = waiting.findIndex((gate) => (gate.needs ?? []).every((id) => ended.has(id)));
    if (index < 0) break;
    run(waiting.splice(index, 1)[0]);
  }
  if (running.size === 0 && waiting.length === 0) finish();
}

/** A gate's JSON report, read once; undefined when the gate wrote none (or a broken one). */
const reports = new Map();
function reportOf(file) {
  if (!reports.has(file)) {
    let report;
    try {
      report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    } catch {
      report = undefined;
    }
    reports.set(file, report);
  }
  return reports.get(file);
}

function count(file, read) {
  const report = reportOf(file);
  if (!report) return { passed: 0, failed: 0 };
  try {
    return read(report);
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/**
 * The names of the tests that failed (and of those that passed only on a retry) in a Playwright or vitest JSON
 * report, so the summary at the end of a long log says which ones, not only how many.
 */
function testsNotClean(file) {
  const report = reportOf(file);
  if (!report) return [];
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((suite) =>
      (suite.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `FAIL ${suite.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`),
    );
  }
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') lines.push(`FAIL ${spec.file}:${spec.line} > ${spec.title}`);
        if (test.status === 'flaky') lines.push(`FLAKY ${spec.file}:${spec.line} > ${spec.title} (passed on a retry)`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}

function finish() {
  const vitestStats = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
  const sqlite = count(`${results}/vitest.json`, vitestStats);
  const onPostgres = count(`${results}/vitest-postgres.json`, vitestStats);
  const playwrightStats = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, flaky: r.stats.flaky });
  const heavy = count(`${results}/e2e-heavy.json`, playwrightStats);
  const rest = count(`${results}/e2e-rest.json`, playwrightStats);
  const e2eMain = { passed: heavy.passed + rest.passed, failed: heavy.failed + rest.failed, flaky: (heavy.flaky ?? 0) + (rest.flaky ?? 0) };
  const e2eExample = count(`${results}/e2e-example.json`, playwrightStats);
  const vitest = { passed: sqlite.passed + onPostgres.passed, failed: sqlite.failed + onPostgres.failed };
  const e2e = {
    passed: e2eMain.passed + e2eExample.passed,
    failed: e2eMain.failed + e2eExample.failed,
    flaky: (e2eMain.flaky ?? 0) + (e2eExample.flaky ?? 0),
  };
  const summary = gates.map((gate) => ended.get(gate.id));
  console.log(`\n=== summary (${seconds(started)}s in all, ${slots} gates at a time)`);
  for (const gate of summary) console.log(`${gate.ok ? 'ok  ' : 'FAIL'} ${gate.name} (${gate.seconds}s)`);
  console.log(
    `vitest: ${vitest.passed} passed, ${vitest.failed} failed (PostgreSQL: ${onPostgres.passed} passed, ${onPostgres.failed} failed)`,
  );
  console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
  if (e2e.flaky) console.log(`playwright: ${e2e.flaky} passed only on retry (flaky): see test-results/e2e-heavy.json and e2e-rest.json`);
  const files = ['vitest', 'vitest-postgres', 'e2e-heavy', 'e2e-rest', 'e2e-example'].map((name) => `${results}/${name}.json`);
  for (const line of files.flatMap(testsNotClean)) console.log(line);
  const failedGates = summary.filter((g) => !g.ok).length;
  console.log(`gates: ${summary.length - failedGates} passed, ${failedGates} failed`);
  console.log(`${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed + failedGates} failed`);
  process.exit(failedGates === 0 ? 0 : 1);
}

next();
