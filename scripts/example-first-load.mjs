#!/usr/bin/env node
// The first load of the quick start (examples/minimal-console/dist, built from the tarballs by build-example.mjs),
// as a consumer's build of the kit gets it: fails when a chunk is over 500 kB (Vite's warning) or when the sign-in
// page loads more than 200 KiB gzip: index.html and what it loads before anything renders (its entry script, the
// modules it preloads, its stylesheets), each gzipped at level 9 as a static server would send it. Prints every
// file of that load with its raw and gzip size (the figure packages/console-ui/README.md quotes).
//   node scripts/example-first-load.mjs [dist folder]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHUNK_LIMIT_KB = 500;
export const SIGN_IN_LIMIT_KIB = 200;

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '../examples/minimal-console/dist'));
const html = readFileSync(join(dist, 'index.html'));
const loaded = [
  ...html.toString().matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/?([^"]+)"/g),
].map((match) => match[1]);
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const rows = [
  ['index.html', html.length, gzip(html)],
  ...loaded.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return [file, bytes.length, gzip(bytes)];
  }),
];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const [file, raw, zipped] of rows) console.log(`  ${file}: ${kib(raw)}, ${kib(zipped)} gzip`);
const total = rows.reduce((sum, [, , zipped]) => sum + zipped, 0);
console.log(`sign-in page: ${kib(total)} gzip in ${rows.length} files (limit ${SIGN_IN_LIMIT_KIB} KiB)`);

const assets = join(dist, 'assets');
const big = readdirSync(assets)
  .filter((file) => file.endsWith('.js') && statSync(join(assets, file)).size > CHUNK_LIMIT_KB * 1000)
  .map((file) => `${file} (${(statSync(join(assets, file)).size / 1000).toFixed(0)} kB)`);
console.log(`chunks over ${CHUNK_LIMIT_KB} kB: ${big.length ? big.join(', ') : 'none'}`);

if (big.length > 0 || total > SIGN_IN_LIMIT_KIB * 1024) {
  console.error('examples/minimal-console: the first load is over its budget');
  process.exit(1);
}
