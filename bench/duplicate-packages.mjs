// "No library present twice in the bundle", checked deterministically in two steps:
// 1. candidates (instant): the console's runtime dependency graph in package-lock.json (dependencies and
//    peer dependencies of its workspaces, resolved the way Node and Vite resolve them); a name reached at
//    two installed paths could be bundled twice;
// 2. proof (only when there are candidates, a few seconds): a production build of the console with
//    source maps, whose `sources` name every module in the bundle; a name whose modules come from two
//    package folders is bundled twice.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
/** The console's workspaces whose runtime dependencies end up in the browser bundle. */
export const CONSOLE_WORKSPACES = ['apps/reference', 'packages/console-ui', 'packages/console-core'];

function resolveFrom(packages, from, name) {
  for (let dir = from; ; dir = posix.dirname(dir)) {
    const base = dir === '.' || dir === '' ? '' : `${dir}/`;
    const entry = packages[`${base}node_modules/${name}`];
    if (entry) return entry.link ? entry.resolved : `${base}node_modules/${name}`;
    if (base === '') return undefined;
    // From `a/node_modules/b` go straight to `a`: a `node_modules` folder holds no packages of its own name.
    if (posix.basename(posix.dirname(dir)) === 'node_modules') dir = posix.dirname(dir);
  }
}

const packageName = (path) => {
  const rest = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
};

/**
 * Package names the console's runtime dependency graph reaches at two or more installed paths.
 * @param {string} lockfile path of package-lock.json
 * @returns {{ name: string, copies: string[] }[]}
 */
export function duplicateCandidates(lockfile = join(repo, 'package-lock.json')) {
  const { packages } = JSON.parse(readFileSync(lockfile, 'utf8'));
  const seen = new Set();
  const queue = [...CONSOLE_WORKSPACES];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = packages[key] ?? {};
    for (const name of Object.keys({ ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies })) {
      const target = resolveFrom(packages, key, name);
      if (target) queue.push(target);
    }
  }
  const byName = new Map();
  for (const key of seen) {
    if (!key.includes('node_modules/')) continue;
    const name = packageName(key);
    byName.set(name, [...(byName.get(name) ?? []), `${key}@${packages[key]?.version ?? '?'}`]);
  }
  return [...byName].filter(([, copies]) => copies.length > 1).map(([name, copies]) => ({ name, copies: copies.sort() }));
}

/**
 * The package folders every bundled module comes from, read from a build's source maps; a workspace
 * package counts its `src` and `dist` as two copies.
 * @param {string} distDir a build made with `--sourcemap`
 * @returns {Map<string, Set<string>>} package name -> folders
 */
export function bundledPackageFolders(distDir) {
  const folders = new Map();
  const add = (name, folder) => folders.set(name, (folders.get(name) ?? new Set()).add(folder));
  const maps = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js.map'));
  for (const file of maps) {
    for (const source of JSON.parse(readFileSync(join(distDir, 'assets', file), 'utf8')).sources ?? []) {
      const path = posix.normalize(posix.join('assets', source));
      if (path.includes('node_modules/')) {
        const name = packageName(path);
        add(name, `${path.slice(0, path.lastIndexOf('node_modules/'))}node_modules/${name}`);
        continue;
      }
      const workspace = /(?:^|\/)packages\/([^/]+)\/(src|dist)\//.exec(path);
      if (workspace) add(`@backoffice/${workspace[1]}`, `packages/${workspace[1]}/${workspace[2]}`);
    }
  }
  return folders;
}

/** Where the source-map build of the console goes. */
export const SOURCE_MAP_BUILD = join(repo, 'bench/out/reference-maps');

/** Builds the console with source maps into `outDir` (about as long as the production build). */
export function buildWithSourceMaps(outDir) {
  const vite = join(repo, 'node_modules/.bin/vite');
  const run = spawnSync(vite, ['build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(repo, 'apps/reference'),
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (run.status !== 0 || !existsSync(join(outDir, 'index.html'))) throw new Error(`source-map build failed:\n${run.stderr}`);
}

/**
 * Libraries bundled twice: none when the lockfile offers no candidate, otherwise proven from a
 * source-map build (made into bench/out/reference-maps).
 * @returns {{ duplicates: { name: string, folders: string[] }[], candidates: string[], method: string }}
 */
export function findBundledDuplicates() {
  const candidates = duplicateCandidates();
  const names = candidates.map((c) => c.name);
  if (candidates.length === 0) return { duplicates: [], candidates: names, method: 'lockfile graph' };
  const outDir = SOURCE_MAP_BUILD;
  buildWithSourceMaps(outDir);
  const duplicates = [...bundledPackageFolders(outDir)]
    .filter(([, folders]) => folders.size > 1)
    .map(([name, folders]) => ({ name, folders: [...folders].sort() }));
  return { duplicates, candidates: names, method: 'source maps of a production build' };
}
