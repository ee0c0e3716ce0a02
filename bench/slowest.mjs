// `node bench/slowest.mjs <database url> [list]`: the varied requests of one list (project, session, audit,
// file, user, mysession: a moderator's sessions across projects; project by default) sent one at a time to the built server with its answer cache off, each
// timed from send to answer. Prints the mean, p50, p99 and max, the mean by feature of the request (keyword
// kind, sort, filters) and the slowest requests with their bodies: where a list's tail comes from, which the
// load benchmark's percentiles cannot tell (under load a request waits behind the others). BENCH_SLOWEST=20
// sets how many slowest are shown, BENCH_REQUESTS how many requests are sent (all of the set by default).
import { answer, signIn, variedRequests } from './load.mjs';
import { startApiServer } from './servers.mjs';

const SHOWN = Number(process.env.BENCH_SLOWEST ?? 20);

/** What kind of keyword a project or file request carries: none, a word, two words, a short term, a code. */
function keywordKind(keyword) {
  if (keyword === undefined) return 'none';
  if (keyword.includes(' ')) return 'phrase';
  if (/^p\d{7}$/i.test(keyword)) return 'full code';
  if (/^p\d+$/i.test(keyword)) return 'code fragment';
  if (/^\d+$/.test(keyword)) return 'number';
  return keyword.length < 3 ? 'short term' : 'word';
}

/** The features of a request a list's cost may depend on, as label: value pairs. */
function featuresOf(body) {
  return {
    keyword: keywordKind(body.keyword),
    sort: body.sortField ? `${body.sortField} ${body.sortOrder ?? ''}`.trim() : 'default',
    status: body.status ? 'yes' : 'no',
    client: body.clientId !== undefined ? 'yes' : 'no',
    dates: body.dateFrom || body.from ? 'yes' : 'no',
    page: body.current === 1 ? '1' : body.current <= 5 ? '2-5' : '6+',
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => Math.round(value * 100) / 100;

async function main() {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  const list = process.argv[3] ?? 'project';
  if (!url) {
    console.error('usage: node bench/slowest.mjs <file:path | postgres://...> [project|session|audit|file|user|mysession]');
    process.exit(2);
  }
  const server = await startApiServer({ databaseUrl: url, env: { LOG_LEVEL: 'error', LIST_ANSWER_CACHE: 'off' } });
  try {
    const token = await signIn(server);
    const varied = await variedRequests(server.url, token);
    const sets = {
      project: ['project/list', varied.projects],
      session: ['session/list', varied.sessions],
      audit: ['audit/list', varied.audit],
      file: ['file/list', varied.files],
      user: ['user/list', varied.users],
      mysession: ['session/myList', varied.mySessions],
    };
    if (!sets[list]) throw new Error(`unknown list ${list}; one of ${Object.keys(sets).join(', ')}`);
    const [path, all] = sets[list];
    /** Sends `body` and answers the milliseconds until its checked answer. */
    const timeOne = async (body) => {
      const started = performance.now();
      await answer(`${server.url}/api/admin/${path}`, body, token);
      return performance.now() - started;
    };
    const bodies = all.slice(0, Number(process.env.BENCH_REQUESTS ?? all.length));
    for (const body of bodies.slice(0, 100)) await timeOne(body); // warm-up: statements prepared, pages in memory
    const timed = [];
    for (const body of bodies) timed.push({ body, ms: await timeOne(body) });
    const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    console.log(`${list} list, ${timed.length} requests one at a time on ${url.replace(/\/\/[^@]*@/, '//')}`);
    console.log(
      `mean ${ms(mean)} ms, p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}`,
    );
    const groups = new Map();
    for (const { body, ms: took } of timed) {
      for (const [feature, value] of Object.entries(featuresOf(body))) {
        const key = `${feature}: ${value}`;
        const group = groups.get(key) ?? { n: 0, total: 0, max: 0 };
        group.n += 1;
        group.total += took;
        group.max = Math.max(group.max, took);
        groups.set(key, group);
      }
    }
    console.log('\nby feature (requests, mean, share of all time, max):');
    const all_time = mean * timed.length;
    for (const [key, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
      console.log(
        `  ${key.padEnd(28)} ${String(g.n).padStart(5)}  ${ms(g.total / g.n)} ms  ${Math.round((g.total / all_time) * 100)}%  max ${ms(g.max)}`,
      );
    }
    // Each of the slowest is sent five times more: the median tells its own cost from a pause (a GC, a busy core).
    console.log(`\nslowest ${SHOWN} (first time, then the median of five more):`);
    for (const { body, ms: took } of [...timed].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      const again = [];
      for (let i = 0; i < 5; i += 1) again.push(await timeOne(body));
      again.sort((a, b) => a - b);
      console.log(`  ${ms(took)} ms, again ${ms(again[2])} ms  ${JSON.stringify(body)}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
