// `node bench/export.mjs [database url]`: times exporting every project (the admin list's view, newest first) as
// CSV and as XLSX through POST /api/admin/project/export, and reports the server's peak RSS (VmHWM) for each, on a
// fresh server per run. Seeds the database first when it has no projects (BENCH_SCALE=1: 100,000 projects; 0.1:
// 10,000). Needs the built server (`npm run build -w @backoffice/api`). Default database: a new SQLite file under
// bench/out/.
// `BENCH_EXPORT_MATRIX=<postgres url> node bench/export.mjs`: the figures of bench/RESULTS.md in one run: 10,000 and
// 100,000 projects on SQLite and on that PostgreSQL database, each seeded afresh (its public schema is dropped and
// made again: give it a database of its own), CSV and XLSX each, then one markdown table.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seed } from './seed.mjs';
import { BENCH_ADMIN_PASSWORD, repoRoot, startApiServer } from './servers.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const databaseUrl = process.argv[2] ?? `file:${join(repoRoot, `bench/out/export-${scale}.db`)}`;

/** Peak resident memory of a process in MiB (Linux /proc). */
const peakRss = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response;
}

async function exportOnce(format, databaseUrl) {
  const server = await startApiServer({ databaseUrl, env: { EXPORT_MAX_ROWS: '1000000' } });
  try {
    const login = await (await post(`${server.url}/api/admin/land/login`, { username: 'admin', password: BENCH_ADMIN_PASSWORD })).json();
    const before = peakRss(server.pid);
    const started = performance.now();
    const response = await post(`${server.url}/api/admin/project/export`, { format }, login.result.token);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    return {
      format,
      status: response.status,
      seconds: Number(seconds.toFixed(2)),
      mib: Number((bytes / 2 ** 20).toFixed(1)),
      rssBeforeMiB: Math.round(before),
      peakRssMiB: Math.round(peakRss(server.pid)),
    };
  } finally {
    await server.stop();
  }
}

/** Empties a PostgreSQL database (its public schema), for a fresh seed. */
async function emptyPostgres(url) {
  const { Client } = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** Seeds `url` (at `at` scale) unless it has projects already; says how long it took. */
async function seedOnce(url, at) {
  try {
    const seeded = await seed(url, at);
    console.log(`seeded in ${seeded.seconds} s`, seeded.counts.projects ?? '');
    return seeded.seconds;
  } catch (error) {
    if (!/already has/.test(String(error.message))) throw error;
    return null;
  }
}

/** Every database at every scale, each seeded afresh; one markdown table at the end. */
async function matrix(postgresUrl) {
  const rows = [];
  for (const engine of ['SQLite', 'PostgreSQL']) {
    for (const at of [0.1, 1]) {
      const url = engine === 'SQLite' ? `file:${join(repoRoot, `bench/out/export-matrix-${at}.db`)}` : postgresUrl;
      if (engine === 'SQLite') rmSync(url.slice('file:'.length), { force: true });
      else await emptyPostgres(url);
      const seeded = await seedOnce(url, at);
      for (const format of ['csv', 'xlsx']) {
        const run = await exportOnce(format, url);
        console.log(engine, at, seeded, JSON.stringify(run));
        rows.push(
          `| ${engine} | ${(100_000 * at).toLocaleString('en-US')} | ${format.toUpperCase()} | ${run.seconds} s | ${run.mib} MiB | ${run.rssBeforeMiB} MiB | ${run.peakRssMiB} MiB |`,
        );
      }
    }
  }
  console.log(['| database | rows | format | time | file | RSS before | peak RSS |', '|---|---|---|---|---|---|---|', ...rows].join('\n'));
}

if (process.env.BENCH_EXPORT_MATRIX) {
  await matrix(process.env.BENCH_EXPORT_MATRIX);
} else {
  if (!process.argv[2] && process.env.BENCH_FRESH === '1') rmSync(databaseUrl.slice('file:'.length), { force: true });
  await seedOnce(databaseUrl, scale);
  for (const format of ['csv', 'xlsx']) console.log(JSON.stringify(await exportOnce(format, databaseUrl)));
}
