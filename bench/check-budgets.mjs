// `npm run bench:check`: compares the deterministic figures (bundle sizes, libraries bundled twice)
// with bench/budgets.json and fails when one is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { measureBundle } from './bundle-size.mjs';
import { findBundledDuplicates } from './duplicate-packages.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const dist = new URL('../apps/reference/dist/', import.meta.url).pathname;
if (!existsSync(`${dist}index.html`)) {
  console.error('apps/reference/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const bundle = measureBundle(dist);
const twice = findBundledDuplicates();
const figures = { ...bundle, duplicatePackages: twice.duplicates.length };
let failed = 0;
for (const [name, budget] of Object.entries(budgets)) {
  if (name.startsWith('$')) continue;
  const value = figures[name];
  const ok = typeof value === 'number' && value <= budget;
  if (!ok) failed += 1;
  const unit = name.endsWith('KiB') ? ' KiB' : '';
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value}${unit} (budget ${budget}${unit})`);
}
console.log(`up front: ${bundle.firstLoadFiles.join(', ')}; ${bundle.jsFiles} JS files in all`);
for (const { name, folders } of twice.duplicates) console.log(`bundled twice: ${name} from ${folders.join(' and ')}`);
console.log(`libraries bundled twice: checked by ${twice.method} (lockfile candidates: ${twice.candidates.join(', ') || 'none'})`);
process.exit(failed === 0 ? 0 : 1);
