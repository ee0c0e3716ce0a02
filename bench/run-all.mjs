// `npm run bench`: runs the benchmarks and writes bench/RESULTS.md with the figures, the machine and the commands.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { measureBundle } from './bundle-size.mjs';

const dist = new URL('../apps/reference/dist/', import.meta.url).pathname;
const bundle = measureBundle(dist);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const lines = [
  '# Benchmark results',
  '',
  `Measured ${new Date().toISOString()} on ${machine}.`,
  '',
  '## Bundle (production build of apps/reference, gzip level 9)',
  '',
  '| figure | KiB | budget |',
  '|---|---|---|',
  `| login page first load (JS + CSS in index.html) | ${bundle.loginFirstLoadKiB} | 200 |`,
  `| all JS | ${bundle.allJsKiB} | 750 |`,
  '',
  'Commands: `npm run build && npm run bench` (figures), `npm run bench:check` (budgets).',
  '',
];
writeFileSync(new URL('./RESULTS.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
