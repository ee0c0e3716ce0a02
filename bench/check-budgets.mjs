// `npm run bench:check`: compares the deterministic figures (bundle sizes, libraries bundled twice,
// pages loaded up front, chunks loading the chart library outside the dashboard) with bench/budgets.json
// and fails when one is exceeded. `node bench/check-budgets.mjs --browser` checks the browser benchmark's ratios
// instead, on its last result (bench/out/browser.json, written by `npm run bench`).
import { existsSync, readFileSync } from 'node:fs';
import { checkBrowserBudgets } from './browser-budgets.mjs';
import { measureBundle } from './bundle-size.mjs';
import { buildWithSourceMaps, findBundledDuplicates, SOURCE_MAP_BUILD } from './duplicate-packages.mjs';
import { checkLazyLoading } from './lazy-loading.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

if (process.argv.includes('--browser')) {
  const file = new URL('./out/browser.json', import.meta.url).pathname;
  if (!existsSync(file)) {
    console.error('bench/out/browser.json is missing: run `npm run build && npm run bench` first.');
    process.exit(1);
  }
  const checks = checkBrowserBudgets(JSON.parse(readFileSync(file, 'utf8')));
  for (const { name, value, budget, ok } of checks) console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} (budget ${budget})`);
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
}
const dist = new URL('../apps/reference/dist/', import.meta.url).pathname;
if (!existsSync(`${dist}index.html`)) {
  console.error('apps/reference/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const bundle = measureBundle(dist);
const twice = findBundledDuplicates();
if (twice.method === 'lockfile graph') buildWithSourceMaps(SOURCE_MAP_BUILD);
const lazy = checkLazyLoading(SOURCE_MAP_BUILD);
const figures = {
  ...bundle,
  duplicatePackages: twice.duplicates.length,
  eagerPages: lazy.eagerPages.length,
  chartOutsideDashboard: lazy.chartOutsideDashboard.length,
};
let failed = 0;
for (const [name, budget] of Object.entries(budgets)) {
  // `$comment`, and the browser benchmark's budgets (an object of their own, checked with --browser).
  if (name.startsWith('$') || typeof budget !== 'number') continue;
  const value = figures[name];
  const ok = typeof value === 'number' && value <= budget;
  if (!ok) failed += 1;
  const unit = name.endsWith('KiB') ? ' KiB' : '';
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value}${unit} (budget ${budget}${unit})`);
}
console.log(
  `login page: ${bundle.firstLoadFiles.join(', ')} (its first paint waits for ${['index.html', ...bundle.beforePaintFiles].join(', ')}); ${bundle.jsFiles} JS files in all`,
);
for (const { name, folders } of twice.duplicates) console.log(`bundled twice: ${name} from ${folders.join(' and ')}`);
for (const page of lazy.eagerPages) console.log(`loaded up front: page ${page}`);
for (const chunk of lazy.chartOutsideDashboard) console.log(`loads the chart library outside the dashboard: ${chunk}`);
console.log(`chart library chunks: ${lazy.chartChunks.join(', ') || 'none'}`);
console.log(`libraries bundled twice: checked by ${twice.method} (lockfile candidates: ${twice.candidates.join(', ') || 'none'})`);
process.exit(failed === 0 ? 0 : 1);
