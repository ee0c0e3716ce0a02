// `node bench/straightforward.mjs <database url>`: each varied list of bench/load.mjs against the straightforward
// route a team would write first (apps/api/src/examples/straightforward-lists: the same filters and sorts with
// ILIKE/LIKE, OFFSET and a COUNT capped five pages past the page, on the same indexes), in the same server
// process on the same database in the same run, the answer cache off. Each pair runs ours, straightforward, ours,
// straightforward (BENCH_LOAD_SECONDS each, after a warm-up) and averages the two rounds, so that a machine whose
// load drifts during the run weighs on both alike. Reports ours over straightforward: requests/s and p99.
import { answer, hammer, signIn, variedRequests } from './load.mjs';
import { startApiServer } from './servers.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '8').split(',').map(Number);
const LISTS = process.env.BENCH_LISTS?.split(',').map((name) => name.trim());

/** Each varied list: its name, its path under /api/admin/ and the key of its requests in variedRequests. */
const TARGETS = [
  { name: 'project list', path: 'project/list', key: 'projects' },
  { name: 'session list', path: 'session/list', key: 'sessions' },
  { name: 'audit log', path: 'audit/list', key: 'audit' },
  { name: 'file list', path: 'file/list', key: 'files' },
  { name: "sessions across a moderator's projects", path: 'session/myList', key: 'mySessions' },
  { name: 'staff list', path: 'user/list', key: 'users' },
];

const mean = (a, b) => Math.round(((a + b) / 2) * 10) / 10;
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/** How many of the first `count` requests the two routes answer with different totals or page sizes. */
async function disagreements(server, target, bodies, token, count = 100) {
  let differ = 0;
  for (const body of bodies.slice(0, count)) {
    const ours = (await answer(`${server.url}/api/admin/${target.path}`, body, token)).result;
    const plain = (await answer(`${server.url}/api/admin/straightforward/${target.path}`, body, token)).result;
    if (ours.total !== plain.total || ours.list.length !== plain.list.length) differ += 1;
  }
  return differ;
}

/**
 * @param {string} databaseUrl a database seeded by bench/seed.mjs
 * @returns {Promise<object[]>} per list and connection count: ours, straightforward, and ours over it
 */
export async function runStraightforward(databaseUrl) {
  const env = { LOG_LEVEL: 'error', LIST_ANSWER_CACHE: 'off', BENCH_STRAIGHTFORWARD_LISTS: 'on' };
  const server = await startApiServer({ databaseUrl, env });
  const results = [];
  try {
    const token = await signIn(server);
    const varied = await variedRequests(server.url, token);
    for (const target of TARGETS.filter((t) => !LISTS || LISTS.some((name) => t.name.startsWith(name)))) {
      const bodies = varied[target.key];
      const differ = await disagreements(server, target, bodies, token);
      for (const connections of CONNECTIONS) {
        const run = (prefix) => hammer(`${server.url}/api/admin/${prefix}${target.path}`, bodies, token, connections, server.pid);
        const [a1, b1, a2, b2] = [await run(''), await run('straightforward/'), await run(''), await run('straightforward/')];
        const ours = { requestsPerSecond: mean(a1.requestsPerSecond, a2.requestsPerSecond), p99Ms: mean(a1.p99Ms, a2.p99Ms) };
        const plain = { requestsPerSecond: mean(b1.requestsPerSecond, b2.requestsPerSecond), p99Ms: mean(b1.p99Ms, b2.p99Ms) };
        const errors = a1.errors + a2.errors + b1.errors + b2.errors;
        const row = {
          list: target.name,
          connections,
          requests: bodies.length,
          disagreeing: differ,
          ours,
          straightforward: plain,
          requestsPerSecondRatio: ratio(ours.requestsPerSecond, plain.requestsPerSecond),
          p99Ratio: ratio(plain.p99Ms, ours.p99Ms),
          errors,
        };
        results.push(row);
        console.info(
          `straightforward: ${target.name}, ${connections} connections: ours ${ours.requestsPerSecond} req/s p99 ${ours.p99Ms} ms, straightforward ${plain.requestsPerSecond} req/s p99 ${plain.p99Ms} ms: req/s x${row.requestsPerSecondRatio}, p99 x${row.p99Ratio} (errors ${errors}, ${differ}/100 totals differ)`,
        );
      }
    }
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('usage: node bench/straightforward.mjs <file:path | postgres://...> (a database seeded by bench/seed.mjs)');
    process.exit(2);
  }
  console.log(JSON.stringify(await runStraightforward(url), null, 2));
}
