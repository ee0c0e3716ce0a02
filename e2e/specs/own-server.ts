// A spec that needs a console of its own (a brand-new one, or the demo) starts the same built server as the
// suite's on a free port and a fresh SQLite file, and stops it afterwards: the suite's shared server fills up as
// other specs run. sample-data.spec.ts and job-walk.spec.ts start theirs here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from './fixtures';

const server = resolve(process.env.E2E_SERVER ?? '../apps/api/dist/server.js');
const staticDir = process.env.E2E_STATIC_DIR ? resolve(process.env.E2E_STATIC_DIR) : undefined;

/** A running server of one spec: its address, and how to stop it and remove its database. */
export interface OwnServer {
  base: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server with `env` added (e.g. `CONSOLE_DEMO: '1'`) and waits until it answers its health check;
 * the admin signs in with a password alone, as on the suite's server.
 */
export async function startOwnServer(name: string, env: Record<string, string>, timeout = 60_000): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `console-e2e-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [server], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, `${name}.db`)}`,
      LOG_LEVEL: 'warn',
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...env,
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout })
    .toBe(200)
    .catch((error: unknown) => {
      stop();
      throw error;
    });
  return { base, stop };
}
