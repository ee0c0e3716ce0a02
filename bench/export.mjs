// `node bench/export.mjs [database url]`: times exporting every project (the admin list's view, newest first) as
// CSV and as XLSX through POST /api/admin/project/export, and reports the server's peak RSS (VmHWM) for each, on a
// fresh server per run. Seeds the database first when it has no projects (BENCH_SCALE=1: 100,000 projects; 0.1:
// 10,000). Needs the built server (`npm run build -w @backoffice/api`). Default database: a new SQLite file under
// bench/out/.
import { readFileSync, rmSync } from 'node:fs';
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

async function exportOnce(format) {
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

if (!process.argv[2] && process.env.BENCH_FRESH === '1') rmSync(databaseUrl.slice('file:'.length), { force: true });
try {
  const seeded = await seed(databaseUrl, scale);
  console.log(`seeded in ${seeded.seconds} s`, seeded.counts.projects ?? '');
} catch (error) {
  if (!/already has/.test(String(error.message))) throw error;
}
for (const format of ['csv', 'xlsx']) console.log(JSON.stringify(await exportOnce(format)));
