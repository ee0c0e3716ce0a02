// Checks issue 8's loading rules on a source-map build of the console: every page but the login page
// is loaded lazily (no page entry, pages/<group>/<page>/index.tsx, in what index.html loads up front), and the chart
// library is reachable only through the dashboard page. Chunks are read as files: their sources from
// the source maps, their static imports (`from"./x.js"`, `import"./x.js"`) from the code.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { firstLoadFiles } from './first-load.mjs';

/** Page folders that belong in the first load (the page a signed-out visitor lands on). */
const EAGER_PAGES = new Set(['login']);

/** Chunks of a build: file -> { sources, imports (static), loads (dynamic import()) }. */
function readChunks(distDir) {
  const assets = join(distDir, 'assets');
  const chunks = new Map();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8');
    const imports = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
    const loads = [...code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((m) => m[1]);
    let sources = [];
    try {
      sources = (JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')).sources ?? []).map((s) =>
        posix.normalize(posix.join('assets', s)),
      );
    } catch {
      // a chunk without a map (none expected): no sources to judge
    }
    chunks.set(file, { sources, imports, loads });
  }
  return chunks;
}

function closure(chunks, roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file).imports) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const pageOf = (source) => /apps\/reference\/src\/pages\/([^/]+)\/([^/]+)\//.exec(source);

/**
 * @param {string} distDir a build made with `--sourcemap`
 * @returns {{ eagerPages: string[], chartOutsideDashboard: string[], chartChunks: string[] }}
 */
export function checkLazyLoading(distDir) {
  const chunks = readChunks(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = firstLoadFiles(html)
    .map(({ file }) => file.replace(/^assets\//, ''))
    .filter((file) => file.endsWith('.js'));
  const firstLoad = closure(chunks, roots);
  const eagerPages = new Set();
  for (const file of firstLoad) {
    for (const source of chunks.get(file).sources) {
      // A page is its folder's entry (index.tsx); small helpers a page folder shares may load early.
      const page = pageOf(source);
      if (page && source.endsWith('/index.tsx') && !EAGER_PAGES.has(page[1])) eagerPages.add(`${page[1]}/${page[2]} (in ${file})`);
    }
  }
  const chartChunks = [...chunks].filter(([, c]) => c.sources.some((s) => s.includes('node_modules/chart.js/'))).map(([file]) => file);
  // A chunk that loads a chart chunk with import(), or reaches one through static imports (so it always
  // loads it), must hold dashboard code; the first load must not reach it at all.
  const chartOutsideDashboard = [];
  for (const [file, chunk] of chunks) {
    if (chartChunks.includes(file)) continue;
    const always = [...closure(chunks, chunk.imports)].some((f) => chartChunks.includes(f));
    const loads = chunk.loads.some((f) => chartChunks.includes(f));
    const dashboard = chunk.sources.some((s) => pageOf(s)?.[1] === 'dashboard');
    if ((always || loads) && !dashboard) chartOutsideDashboard.push(file);
  }
  if (chartChunks.some((file) => firstLoad.has(file))) chartOutsideDashboard.push('index.html (first load)');
  return { eagerPages: [...eagerPages], chartOutsideDashboard, chartChunks };
}
