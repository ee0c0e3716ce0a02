// `node bench/load.mjs <database url>`: the server load benchmark on a seeded database (bench/seed.mjs).
// Starts the built server on it and, in another process, a bare Fastify route answering the same JSON,
// signs in, then runs autocannon (32 connections, BENCH_LOAD_SECONDS each, loopback) against the
// project list (a page of 20 with a keyword and a status filter, sorted) and a project's session list,
// each next to the bare route. Reports requests per second, p50/p99 latency and each server's peak RSS.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ADMIN_PASSWORD, freePort, startApiServer, stopChild, waitForOk } from './servers.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = 32;
/** The project list request: a page of 20, a keyword, a status, sorted by creation, newest first. */
export const PROJECT_QUERY = { current: 1, pageSize: 20, keyword: 'harbor', status: 'active', sortField: 'createdAt', sortOrder: 'descend' };

/** Words of the seeded project names (bench/seed-rows.mjs). */
const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'harbor', 'lumen', 'meadow', 'nova', 'orbit', 'pixel', 'quartz', 'river', 'summit', 'tango', 'vertex', 'willow'];
/**
 * 2,560 different project list requests (keyword x status x sort x page), sent in turn: each comes back
 * only after 2,559 others, far more than the server keeps (500 answers), so none is answered from memory.
 */
export const VARIED_PROJECT_QUERIES = WORDS.flatMap((keyword) => ['active', 'draft', 'closed', 'archived'].flatMap((status) =>
  ['createdAt', 'name', 'code', 'startDate'].flatMap((sortField) => ['ascend', 'descend'].flatMap((sortOrder) =>
    [1, 2, 3, 4, 5].map((current) => ({ current, pageSize: 20, keyword, status, sortField, sortOrder }))))));

/** Peak resident memory (VmHWM) of a process, in MiB. */
function peakRssMiB(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { text: await response.text(), status: response.status };
}

async function startBareRoute(bodies, work) {
  const file = join(work, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(process.execPath, [new URL('./bare-route.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), BENCH_BODIES: file },
  });
  await waitForOk(`http://127.0.0.1:${port}/none`, 30_000, child).catch(() => undefined);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** One autocannon run (after a 2-second warm-up at the same load, not counted); `bodies` are sent in turn. */
async function hammer(url, bodies, token) {
  await run(url, bodies, token, 2);
  return run(url, bodies, token, SECONDS);
}

function run(url, bodies, token, duration) {
  let next = 0;
  const setupRequest = (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url, method: 'POST', connections: CONNECTIONS, duration, requests: [{ setupRequest }],
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (error, result) => (error ? reject(error) : resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
      })),
    );
  });
}

/**
 * @param {string} databaseUrl a database seeded by bench/seed.mjs
 * @returns {Promise<object>} the figures of both routes and the baseline
 */
export async function runLoad(databaseUrl) {
  const work = mkdtempSync(join(tmpdir(), 'console-bench-load-'));
  const server = await startApiServer({ databaseUrl, env: { LOG_LEVEL: 'error' } });
  let bare;
  try {
    const login = JSON.parse((await post(`${server.url}/api/admin/land/login`, { username: 'admin', password: BENCH_ADMIN_PASSWORD })).text);
    const token = login.result?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    const projects = await post(`${server.url}/api/admin/project/list`, PROJECT_QUERY, token);
    const projectBody = JSON.parse(projects.text);
    if (projectBody.code !== 200 || projectBody.result.list.length === 0) throw new Error(`project list failed: ${projects.text.slice(0, 300)}`);
    const sessionQuery = { projectId: projectBody.result.list[0].id, current: 1, pageSize: 20 };
    const sessions = await post(`${server.url}/api/admin/session/list`, sessionQuery, token);
    const sessionBody = JSON.parse(sessions.text);
    if (sessionBody.code !== 200) throw new Error(`session list failed: ${sessions.text.slice(0, 300)}`);
    bare = await startBareRoute({ project: projectBody, session: sessionBody }, work);
    const targets = [
      { name: 'project list', ours: [`${server.url}/api/admin/project/list`, PROJECT_QUERY], bare: `${bare.url}/project`, bytes: projects.text.length, rows: projectBody.result.list.length, total: projectBody.result.total },
      { name: 'session list', ours: [`${server.url}/api/admin/session/list`, sessionQuery], bare: `${bare.url}/session`, bytes: sessions.text.length, rows: sessionBody.result.list.length, total: sessionBody.result.total },
      { name: 'project list, a different filter, sort or page each time', ours: [`${server.url}/api/admin/project/list`, VARIED_PROJECT_QUERIES],
        bare: `${bare.url}/project`, bytes: projects.text.length, rows: projectBody.result.list.length, total: projectBody.result.total, varied: true },
    ];
    const results = [];
    for (const target of targets) {
      const baseline = await hammer(target.bare, [{}], undefined);
      const ours = await hammer(target.ours[0], target.varied ? target.ours[1] : [target.ours[1]], token);
      results.push({ route: target.name, request: target.varied ? `${VARIED_PROJECT_QUERIES.length} requests in turn` : target.ours[1], varied: Boolean(target.varied), bytes: target.bytes, rows: target.rows, total: target.total, ours, bare: baseline,
        ratio: Math.round((ours.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000 });
      console.info(`load: ${target.name}: ${ours.requestsPerSecond} req/s (bare ${baseline.requestsPerSecond}), p99 ${ours.p99Ms} ms`);
    }
    return { database: databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL', seconds: SECONDS, connections: CONNECTIONS, results,
      serverPeakRssMiB: peakRssMiB(server.pid), bareRoutePeakRssMiB: bare.pid ? peakRssMiB(bare.pid) : null };
  } finally {
    await bare?.stop();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('usage: node bench/load.mjs <file:path | postgres://...> (a database seeded by bench/seed.mjs)');
    process.exit(2);
  }
  console.log(JSON.stringify(await runLoad(url), null, 2));
}
