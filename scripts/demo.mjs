#!/usr/bin/env node
// `npm run demo`: the console with sample data, for a first look. Builds what is out of date (like
// `npm start`), then starts the server with CONSOLE_DEMO=1 on its own SQLite file, ./data/demo.db
// (DEMO_DATABASE_FILE to use another; never the real ./data/console.db). The first start of that file
// fills it with the sample data set (apps/api/src/sample-data/) and sets the demo accounts' passwords;
// later starts keep what is there. The server prints the accounts; this script says when it is ready.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SERVER = join(root, 'apps/api/dist/server.js');

/** What `npm run build` makes, and the sources each output is built from. */
const BUILDS = [
  { output: 'packages/console-core/dist/index.js', sources: ['packages/console-core/src'] },
  { output: 'packages/console-ui/dist/index.js', sources: ['packages/console-ui/src', 'packages/console-core/src'] },
  { output: 'apps/api/dist/server.js', sources: ['apps/api/src'] },
  {
    output: 'apps/reference/dist/index.html',
    sources: ['apps/reference/src', 'apps/reference/index.html', 'packages/console-ui/src', 'packages/console-core/src'],
  },
];

/** Newest modification time (ms) of the files under `path`, tests and stories left out. */
function newestSource(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.(test|stories)\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

/** Outputs that are missing or older than one of their sources. */
function staleBuilds() {
  return BUILDS.filter(({ output, sources }) => {
    const built = join(root, output);
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return sources.some((source) => newestSource(join(root, source)) > builtAt);
  }).map((b) => b.output);
}

/** The demo's SQLite file; refuses the real database's file. */
function demoDatabaseFile() {
  const file = resolve(root, process.env.DEMO_DATABASE_FILE?.trim() || 'data/demo.db');
  if (file === resolve(root, 'data/console.db') || file === resolve(process.cwd(), 'data/console.db')) {
    console.error('npm run demo: DEMO_DATABASE_FILE names the real database (data/console.db); the demo needs its own file.');
    process.exit(2);
  }
  return file;
}

async function waitUntilReady(url, child) {
  for (;;) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

const stale = staleBuilds();
if (stale.length > 0) {
  console.info(`npm run demo: building (${stale.join(', ')} out of date)...`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const file = demoDatabaseFile();
mkdirSync(dirname(file), { recursive: true });
const port = process.env.PORT?.trim() || '8080';
const host = process.env.HOST?.trim() || '127.0.0.1';
const started = Date.now();
const env = { ...process.env, DATABASE_URL: `file:${file}`, CONSOLE_DEMO: '1', PORT: port, HOST: host };
delete env.CONSOLE_ADMIN_PASSWORD;
// Its own process group, so Ctrl+C reaches the server once, through here (twice would cut its graceful stop short).
const child = spawn(process.execPath, [SERVER], { cwd: root, stdio: 'inherit', env, detached: true });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) child.kill(signal);
    stopping = true;
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const shown = ['0.0.0.0', '::', '127.0.0.1'].includes(host) ? 'localhost' : host;
const probe = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
if (await waitUntilReady(`http://${probe.includes(':') ? `[${probe}]` : probe}:${port}/api/health`, child)) {
  console.info(
    `\nThe demo console is ready at http://${shown}:${port} (${((Date.now() - started) / 1000).toFixed(1)} s; data in ${file}). Stop it with Ctrl+C.`,
  );
}
