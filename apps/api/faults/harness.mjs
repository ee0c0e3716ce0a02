// Real processes for the fault tests: the built server on a free loopback port, a throwaway PostgreSQL
// cluster that a test may restart, and HTTP calls that report a broken connection instead of throwing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SERVER = path.resolve(import.meta.dirname, '../dist/server.js');
export const ADMIN_PASSWORD = 'faults-admin-long-passphrase';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Waits for `check` to return true, polling, for at most `ms`; throws `what` on timeout. */
export async function waitFor(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

/**
 * One HTTP call on its own connection (no keep-alive), bounded by `timeoutMs`. Resolves
 * `{ status, body }` for an answer, `{ error }` (ECONNREFUSED, ECONNRESET, TIMEOUT...) otherwise.
 */
export function call(port, method, url, body, token, timeoutMs = 15_000) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode, body: parsed });
        });
        response.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

/** Starts the built server with `env` on a free port and waits until it answers; `stop()` SIGKILLs leftovers. */
export async function startServer(env) {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build -w @backoffice/api first`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // The fault tests sign the admin in with a password alone (the second factor has tests of its own).
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(
    async () => {
      if (gone) throw new Error(`server exited during start:\n${output}`);
      return (await call(port, 'GET', '/api/health', undefined, undefined, 2000)).status === 200;
    },
    30_000,
    'the server to start',
  ).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    port,
    child,
    exited,
    get output() {
      return output;
    },
    get alive() {
      return !gone;
    },
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const answer = await call(port, 'POST', '/api/admin/land/login', { username, password });
      if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
      return answer.body.result.token;
    },
    async stop() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The binaries of the installed PostgreSQL (initdb, pg_ctl), or throws saying what is missing. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort().at(-1) : undefined;
  if (!version)
    throw new Error('PostgreSQL server binaries are missing (/usr/lib/postgresql/<version>/bin); install the postgresql package');
  return path.join(root, version, 'bin');
}

function asPostgres(args) {
  const run = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed (${run.status}): ${run.stderr || run.stdout || run.error?.message}`);
  return run.stdout;
}

/** Like asPostgres, without blocking this process (the load it drives keeps running meanwhile). */
function asPostgresAsync(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('runuser', ['-u', 'postgres', '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} failed (${code}): ${output}`))));
  });
}

/**
 * A throwaway PostgreSQL cluster on a free port, owned by the postgres user (the fault tests run as root,
 * as CI does). Restarting or stopping it disturbs nothing else.
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  asPostgres([path.join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctlArgs = (...args) => [
    path.join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
    '-w',
    '-t',
    '60',
    ...args,
  ];
  const ctl = (...args) => asPostgres(ctlArgs(...args));
  ctl('start');
  asPostgres([path.join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), 'console']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/console`,
    port,
    /** Restarts the cluster (fast shutdown: connections are ended) while the caller's load keeps running. */
    restart: () => asPostgresAsync(ctlArgs('restart', '-m', 'fast')),
    /** Terminates every other connection to the console database, without blocking. */
    terminateConnections: () =>
      asPostgresAsync([
        path.join(bin, 'psql'),
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-d',
        'console',
        '-At',
        '-c',
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'console' and pid <> pg_backend_pid()",
      ]),
    psql: (query) => asPostgres([path.join(bin, 'psql'), '-h', '127.0.0.1', '-p', String(port), '-d', 'console', '-At', '-c', query]),
    stop() {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
