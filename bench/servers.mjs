// Processes the benchmarks measure: the built API server (optionally serving a built console) on a
// given database, and a tiny static server for the bare login build that forwards /api to it.
import { spawn } from 'node:child_process';
import { copyFileSync, createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const repoRoot = new URL('..', import.meta.url).pathname;
/** The built server (`npm run build -w @backoffice/api`). */
export const SERVER_ENTRY = join(repoRoot, 'apps/api/dist/server.js');
/** Admin password of every database the benchmarks create. */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-long-passphrase-2024';

/** A free loopback TCP port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 120_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built API server on loopback and waits for /api/health.
 * @param {{ databaseUrl: string, staticDir?: string, env?: Record<string, string> }} options
 * @returns {Promise<{ port: number, url: string, pid: number, stderr: () => string, stop: () => Promise<void> }>}
 */
export async function startApiServer({ databaseUrl, staticDir, env = {} }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('apps/api/dist/server.js is missing: run `npm run build -w @backoffice/api` first.');
  // A snapshot of the build (node_modules still resolve from bench/out/api), so a rebuild by someone
  // else while the benchmark starts cannot change what is measured.
  const snapshot = join(repoRoot, 'bench/out/api/server.js');
  mkdirSync(join(repoRoot, 'bench/out/api'), { recursive: true });
  copyFileSync(SERVER_ENTRY, snapshot);
  const port = await freePort();
  // BENCH_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, snapshot], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      CONSOLE_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // The benchmarks sign the admin in with a password alone.
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...env,
    },
  });
  stopWithBenchmark(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/health`, 180_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return { port, url, pid: /** @type {number} */ (child.pid), stderr: () => stderr, stop: () => stopChild(child) };
}

/** Children still running: stopped with the benchmark when it is interrupted. */
const running = new Set();
let stoppingOnSignals = false;

/**
 * Stops `child` when this process is interrupted (Ctrl-C, `kill`), so an interrupted benchmark leaves no server
 * behind to use the CPU the next measurement needs.
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopWithBenchmark(child) {
  if (!stoppingOnSignals) {
    stoppingOnSignals = true;
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        for (const other of running) other.kill('SIGKILL');
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    }
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends a child process this module started (SIGTERM, then SIGKILL after 5 s). */
export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a built single-page app from `dir` (index.html for unknown paths, no compression like the API
 * server's static files) and forwards /api/* to `apiPort`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(dir, apiPort) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (path.startsWith('/api/')) {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': statSync(file).size });
    createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
