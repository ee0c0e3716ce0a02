// `node bench/load.mjs <database url>`: the server load benchmark on a seeded database (bench/seed.mjs).
// Starts the built server on it and, in another process, a bare Fastify route answering the same JSON,
// signs in, then runs autocannon (BENCH_LOAD_SECONDS each, loopback) next to the bare route at the same
// connection count: with the answer cache off, the varied lists (bench/varied-queries.mjs, every request
// different) at 8 and 32 connections and two repeated requests; with it on, the same repeated requests.
// Reports requests per second, p50/p99 latency and each server's peak RSS.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMeter } from './cpu-time.mjs';
import { BENCH_ADMIN_PASSWORD, freePort, startApiServer, stopChild, stopWithBenchmark, waitForOk } from './servers.mjs';
import {
  variedAuditQueries,
  variedFileQueries,
  variedMySessionQueries,
  variedProjectQueries,
  variedSessionQueries,
  variedUserQueries,
} from './varied-queries.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** The varied lists of a run: their name, route under /api/admin/ and the request set (varied-queries.mjs) they send. */
const VARIED_LISTS = [
  ['project list', 'project/list', 'projects'],
  ['session list', 'session/list', 'sessions'],
  ['audit log', 'audit/list', 'audit'],
  ['file list', 'file/list', 'files'],
  ["sessions across a moderator's projects", 'session/myList', 'mySessions'],
  ['staff list', 'user/list', 'users'],
];

/**
 * A request body's own bearer token, where it is sent by someone other than the signed-in admin. A symbol key,
 * so JSON.stringify leaves it out of the body.
 */
export const SENT_BY = Symbol('token');
/** Seeded moderators signed in for the lists of one's own records (sessions across projects). */
const MODERATORS = 20;
/** Connection counts of the varied runs: what a few staff and what a busy office send at once. */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '8,32').split(',').map(Number);
/** The lists to run (BENCH_LISTS=project,audit: names starting with these words); all when unset. */
const LISTS = process.env.BENCH_LISTS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = (target) => !LISTS || LISTS.some((name) => target.name.startsWith(name));
/** The repeated project list request: a page of 20, a keyword, a status, sorted by creation, newest first. */
export const PROJECT_QUERY = {
  current: 1,
  pageSize: 20,
  keyword: 'harbor',
  status: 'active',
  sortField: 'createdAt',
  sortOrder: 'descend',
};

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
  stopWithBenchmark(child);
  await waitForOk(`http://127.0.0.1:${port}/none`, 30_000, child).catch(() => undefined);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * One autocannon run (after a 2-second warm-up at the same load, not counted); `bodies` are sent in turn. With
 * `serverPid`, also the CPU time each request cost the server and PostgreSQL (bench/cpu-time.mjs).
 */
export async function hammer(url, bodies, token, connections, serverPid) {
  await run(url, bodies, token, 2, connections);
  const meter = serverPid ? cpuMeter(serverPid) : null;
  const figures = await run(url, bodies, token, SECONDS, connections);
  return meter ? { ...figures, cpuUsPerRequest: meter(figures.requests) } : figures;
}

function run(url, bodies, token, duration, connections) {
  let next = 0;
  const setupRequest = (request) => {
    const body = bodies[next++ % bodies.length];
    const sender = body[SENT_BY];
    return {
      ...request,
      body: JSON.stringify(body),
      ...(sender ? { headers: { ...request.headers, authorization: `Bearer ${sender}` } } : {}),
    };
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration,
        requests: [{ setupRequest }],
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: Math.round(result.requests.average),
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              errors: result.errors + result.timeouts + result.non2xx,
              requests: result.requests.total,
            }),
    );
  });
}

/** Signs in as the bench admin; the token. */
export async function signIn(server) {
  const login = JSON.parse((await post(`${server.url}/api/admin/land/login`, { username: 'admin', password: BENCH_ADMIN_PASSWORD })).text);
  if (!login.result?.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.result.token;
}

/** One request's answer, checked to be a success. */
export async function answer(url, body, token) {
  const response = await post(url, body, body[SENT_BY] ?? token);
  const parsed = JSON.parse(response.text);
  if (parsed.code !== 200) throw new Error(`${url} ${JSON.stringify(body)} failed: ${response.text.slice(0, 300)}`);
  return { text: response.text, result: parsed.result };
}

/**
 * Signs in `count` seeded moderators (bench_moderator_<n>, who have no password): the admin resets each one's
 * password, and the moderator signs in with the one-time password and changes it, as a new moderator would.
 * Answers their tokens. It writes to the database (passwords, sign-ins, the audit log).
 */
export async function signInModerators(serverUrl, adminToken, count) {
  const call = async (path, body, token) => (await answer(`${serverUrl}/api/admin/${path}`, body, token)).result;
  const found = await call(
    'user/list',
    { type: 'moderator', keyword: 'bench_moderator_', sortField: 'username', sortOrder: 'asc', current: 1, pageSize: count },
    adminToken,
  );
  const tokens = [];
  for (const user of found.list) {
    const { password } = await call('user/resetPassword', { userId: user.userId }, adminToken);
    const first = await call('land/login', { username: user.username, password });
    const chosen = `bench-${user.username}-${password.slice(0, 8)}`;
    await call('password/change', { currentPassword: password, newPassword: chosen }, first.token);
    tokens.push((await call('land/login', { username: user.username, password: chosen })).token);
  }
  if (tokens.length < count) throw new Error(`only ${tokens.length} of ${count} seeded moderators found`);
  return tokens;
}

/**
 * The varied requests of each list (bench/varied-queries.mjs), drawn for the database `serverUrl` serves: its
 * clients that own projects, its newest project's id and its staff's usernames.
 */
export async function variedRequests(serverUrl, token) {
  const list = (path, body) => answer(`${serverUrl}/api/admin/${path}`, body, token);
  const sample = await list('project/list', { current: 1, pageSize: 100 });
  const newest = await list('project/list', { current: 1, pageSize: 1, sortField: 'createdAt', sortOrder: 'descend' });
  const actors = (await list('user/list', { current: 1, pageSize: 100 })).result.list.map((u) => u.username);
  const clientIds = [...new Set(sample.result.list.map((p) => p.client?.id).filter(Boolean))];
  const projects = newest.result.list[0].id;
  const moderators = await signInModerators(serverUrl, token, MODERATORS);
  return {
    projects: variedProjectQueries({ clientIds, projects }),
    sessions: variedSessionQueries({ projects }),
    audit: variedAuditQueries({ actors }),
    files: variedFileQueries({}),
    users: variedUserQueries({}),
    mySessions: variedMySessionQueries({ moderators: MODERATORS }).map(({ moderator, ...body }) => ({
      ...body,
      [SENT_BY]: moderators[moderator],
    })),
  };
}

/**
 * Runs `targets` against a server started with the answer cache `cache` ('on' or 'off'), each at each of
 * its connection counts, next to the bare route at the same count.
 */
async function measure(databaseUrl, cache, targetsOf, bareOf) {
  const server = await startApiServer({ databaseUrl, env: { LOG_LEVEL: 'error', LIST_ANSWER_CACHE: cache } });
  const results = [];
  try {
    const token = await signIn(server);
    for (const target of (await targetsOf(server, token)).filter(chosen)) {
      // Every request must be one the server answers: a refused one (an envelope 400) would be cheap and flatter the figures.
      for (const body of target.bodies.slice(0, 200)) await answer(target.url, body, token);
      for (const connections of target.connections) {
        const baseline = await bareOf(connections, target.bare ?? 'project');
        const ours = await hammer(target.url, target.bodies, token, connections, server.pid);
        results.push({
          route: target.name,
          cache,
          connections,
          requests: target.bodies.length,
          varied: target.bodies.length > 1,
          example: target.bodies[0],
          bytes: target.bytes,
          ours,
          bare: baseline,
          ratio: Math.round((ours.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000,
        });
        const cpu = ours.cpuUsPerRequest;
        // SQLite runs inside the server: no PostgreSQL figure to show.
        const postgres = databaseUrl.startsWith('file:') ? '' : `, PostgreSQL ${cpu.postgresUs} us`;
        console.info(
          `load: ${target.name}, cache ${cache}, ${connections} connections: ${ours.requestsPerSecond} req/s (bare ${baseline.requestsPerSecond}), p99 ${ours.p99Ms} ms, CPU a request: server ${cpu.serverUs} us (${cpu.serverSystemUs} in the kernel)${postgres}`,
        );
      }
    }
    return { results, serverPeakRssMiB: peakRssMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * @param {string} databaseUrl a database seeded by bench/seed.mjs
 * @returns {Promise<object>} the figures of every route and the baseline
 */
export async function runLoad(databaseUrl) {
  const work = mkdtempSync(join(tmpdir(), 'console-bench-load-'));
  let bare;
  try {
    // The bare route answers the repeated requests' bodies, read once from a server with its cache off.
    const probe = await startApiServer({ databaseUrl, env: { LOG_LEVEL: 'error', LIST_ANSWER_CACHE: 'off' } });
    let probed;
    let varied;
    try {
      const token = await signIn(probe);
      const projects = await answer(`${probe.url}/api/admin/project/list`, PROJECT_QUERY, token);
      const sessionQuery = { projectId: projects.result.list[0].id, current: 1, pageSize: 20 };
      const sessions = await answer(`${probe.url}/api/admin/session/list`, sessionQuery, token);
      probed = { projects, sessions, sessionQuery };
      varied = await variedRequests(probe.url, token);
    } finally {
      await probe.stop();
    }
    bare = await startBareRoute({ project: JSON.parse(probed.projects.text), session: JSON.parse(probed.sessions.text) }, work);
    const bareFigures = new Map();
    const bareOf = async (connections, route) => {
      const key = `${route}:${connections}`;
      if (!bareFigures.has(key)) bareFigures.set(key, await hammer(`${bare.url}/${route}`, [{}], undefined, connections));
      return bareFigures.get(key);
    };
    const repeated = (server) => [
      {
        name: 'project list, one request repeated',
        url: `${server.url}/api/admin/project/list`,
        bodies: [PROJECT_QUERY],
        bytes: probed.projects.text.length,
        connections: [32],
      },
      {
        name: 'session list, one request repeated',
        url: `${server.url}/api/admin/session/list`,
        bodies: [probed.sessionQuery],
        bytes: probed.sessions.text.length,
        connections: [32],
        bare: 'session',
      },
    ];
    const off = await measure(
      databaseUrl,
      'off',
      async (server) => [
        ...VARIED_LISTS.map(([name, route, bodies]) => ({
          name: `${name}, every request different`,
          url: `${server.url}/api/admin/${route}`,
          bodies: varied[bodies],
          connections: CONNECTIONS,
        })),
        ...repeated(server),
      ],
      bareOf,
    );
    const on = await measure(databaseUrl, 'on', async (server) => repeated(server), bareOf);
    return {
      database: databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL',
      seconds: SECONDS,
      results: [...off.results, ...on.results],
      serverPeakRssMiB: Math.max(off.serverPeakRssMiB ?? 0, on.serverPeakRssMiB ?? 0),
      bareRoutePeakRssMiB: bare.pid ? peakRssMiB(bare.pid) : null,
    };
  } finally {
    await bare?.stop();
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
