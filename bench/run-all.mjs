// `npm run bench`: builds the bare login app, measures both bundles, runs the browser benchmark and,
// with BENCH_SERVER=1, seeds databases and runs the load benchmark (minutes); writes bench/RESULTS.md
// with the figures, the machine and the commands (without BENCH_SERVER=1, only its bundle, browser and
// commands sections: the rest stays), and fails when a browser ratio misses its budget (bench/budgets.json).
// The console must be built first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBrowserBudgets } from './browser-budgets.mjs';
import { runBrowserBench } from './browser.mjs';
import { measureBundle } from './bundle-size.mjs';
import { buildWithSourceMaps, findBundledDuplicates, SOURCE_MAP_BUILD } from './duplicate-packages.mjs';
import { checkLazyLoading } from './lazy-loading.mjs';
import { runLoad } from './load.mjs';
import { mergeResults, renderResults } from './results.mjs';
import { seed } from './seed.mjs';
import { repoRoot } from './servers.mjs';
import { describeMachine } from './stats.mjs';

const step = (name) => console.info(`bench: ${name}`);
const machineBefore = describeMachine();

step('building the bare login app');
const build = spawnSync(join(repoRoot, 'node_modules/.bin/vite'), ['build', '-c', 'bench/bare-login/vite.config.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const bundle = { ours: measureBundle(join(repoRoot, 'apps/reference/dist')), bare: measureBundle(join(repoRoot, 'bench/out/bare-login')) };
step('looking for libraries bundled twice');
const duplicates = findBundledDuplicates();
if (duplicates.method === 'lockfile graph') buildWithSourceMaps(SOURCE_MAP_BUILD);
const lazy = checkLazyLoading(SOURCE_MAP_BUILD);

step('browser benchmark');
const browser = await runBrowserBench();

const server = [];
if (process.env.BENCH_SERVER === '1') {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const work = mkdtempSync(join(tmpdir(), 'console-bench-db-'));
  const targets = [`file:${join(work, 'bench.db')}`, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
  try {
    for (const url of targets) {
      step(`seeding ${url.startsWith('file:') ? 'SQLite' : 'PostgreSQL'} at scale ${scale}`);
      const seeded = await seed(url, scale);
      step('load benchmark');
      server.push({ scale, seeded, ...(await runLoad(url)) });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const markdown = renderResults({
  date: new Date().toISOString(),
  machineBefore,
  machineAfter: describeMachine(),
  bundle,
  duplicates,
  lazy,
  browser,
  server,
});
mkdirSync(join(repoRoot, 'bench/out'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/out/results.json'), `${JSON.stringify({ bundle, duplicates, lazy, browser, server }, null, 2)}\n`);
writeFileSync(join(repoRoot, 'bench/out/browser.json'), `${JSON.stringify(browser, null, 2)}\n`);
const resultsFile = join(repoRoot, 'bench/RESULTS.md');
const written = server.length === 0 && existsSync(resultsFile) ? mergeResults(readFileSync(resultsFile, 'utf8'), markdown) : markdown;
writeFileSync(resultsFile, written);
console.log(markdown);
const budgetChecks = checkBrowserBudgets(browser);
for (const { name, value, budget, ok } of budgetChecks) console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} (budget ${budget})`);
if (!budgetChecks.every((check) => check.ok)) process.exit(1);
