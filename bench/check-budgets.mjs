// `npm run bench:check`: compares the deterministic figures (bundle sizes) with bench/budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import { measureBundle } from './bundle-size.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const dist = new URL('../apps/reference/dist/', import.meta.url).pathname;
if (!existsSync(`${dist}index.html`)) {
  console.error('apps/reference/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const figures = measureBundle(dist);
let failed = 0;
for (const [name, budget] of Object.entries(budgets)) {
  if (name.startsWith('$')) continue;
  const value = figures[name];
  const ok = typeof value === 'number' && value <= budget;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} KiB (budget ${budget} KiB)`);
}
console.log(`up front: ${figures.firstLoadFiles.join(', ')}; ${figures.jsFiles} JS files in all`);
process.exit(failed === 0 ? 0 : 1);
