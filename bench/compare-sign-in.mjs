// `node bench/compare-sign-in.mjs <console dist A> <console dist B>`: the sign-in of two builds of the console,
// compared. Each build is served by its own server (fresh SQLite database); the two are signed in to in turn, cold
// (a new browser context each time, Login pressed as soon as the app's form is there), BENCH_COMPARE_RUNS times
// each (default 40). Prints the medians of the sign-in's phases and the difference of the two builds' medians
// from the login answer to the greeting's frame, and of the time the app's login form is there (what a change to
// the entry script trades against), each with a 90 % bootstrap interval.
//
// Why: the browser benchmark's sign-in ratio moves by a fifth between runs with the server's password hash, so
// it cannot see a change of a few milliseconds in the console's own part; this can (bench/RESULTS.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, coldRun } from './browser-pages.mjs';
import { BENCH_ADMIN_PASSWORD, startApiServer } from './servers.mjs';
import { CHROMIUM_PATH, median, round } from './stats.mjs';

const RUNS = Number(process.env.BENCH_COMPARE_RUNS ?? 40);
const RESAMPLES = 2000;

/**
 * The 5th and 95th percentiles of the difference of medians (b - a) over resamples of both lists, drawn with a
 * fixed-seed generator so that the same runs give the same interval.
 * @param {number[]} a
 * @param {number[]} b
 * @returns {[number, number]}
 */
export function bootstrapMedianDifference(a, b) {
  let seed = 0x2545f491;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const resample = (list) => list.map(() => list[Math.floor(random() * list.length)]);
  const differences = Array.from({ length: RESAMPLES }, () => median(resample(b)) - median(resample(a))).sort((x, y) => x - y);
  return [differences[Math.floor(RESAMPLES * 0.05)], differences[Math.floor(RESAMPLES * 0.95)]];
}

/** Signs in to both builds in turn and answers each one's runs. */
async function compare(dirs) {
  const work = mkdtempSync(join(tmpdir(), 'console-bench-compare-'));
  const servers = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [index, dir] of dirs.entries())
      servers.push(await startApiServer({ databaseUrl: `file:${join(work, `build-${index}.db`)}`, staticDir: dir }));
    const targets = servers.map((server) => ({
      url: server.url,
      username: 'admin',
      password: BENCH_ADMIN_PASSWORD,
      readyText: process.env.BENCH_DASHBOARD_TEXT ?? 'Welcome back, ',
    }));
    for (const target of targets) await coldRun(browser, target); // warm-up: server, Chromium, the OS's disk cache
    const runs = dirs.map(() => []);
    for (let i = 0; i < RUNS; i += 1) for (const [index, target] of targets.entries()) runs[index].push(await coldRun(browser, target));
    return runs;
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2).map((dir) => resolve(dir));
  if (dirs.length !== 2) {
    console.error('usage: node bench/compare-sign-in.mjs <console dist A> <console dist B>');
    process.exit(2);
  }
  const runs = await compare(dirs);
  const phase = (list, key) => list.filter((r) => r.phases).map((r) => r.phases[key]);
  for (const [index, dir] of dirs.entries()) {
    const list = runs[index];
    console.log(
      `${'AB'[index]} ${dir}: sign-in ${round(median(list.map((r) => r.signIn)))} ms; before the request ${round(median(phase(list, 'beforeRequest')))}, ` +
        `request ${round(median(phase(list, 'request')))}, answer to greeting ${round(median(phase(list, 'afterAnswer')))} ms; ` +
        `login page: first contentful paint ${round(median(list.map((r) => r.fcp)))}, the app's form ${round(median(list.map((r) => r.formAt)))} ms ` +
        `(medians of ${list.length})`,
    );
  }
  /** Prints the difference of the two builds' medians of `values(run)`, with its bootstrap interval. */
  const difference = (label, values) => {
    const [a, b] = runs.map((list) => list.map(values).filter((value) => value !== undefined));
    const [low, high] = bootstrapMedianDifference(a, b);
    console.log(`${label}, B - A: ${round(median(b) - median(a))} ms (90 % interval ${round(low)} to ${round(high)} ms)`);
  };
  difference('answer to greeting', (r) => r.phases?.afterAnswer);
  difference("the app's login form", (r) => r.formAt);
}
