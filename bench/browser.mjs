// `node bench/browser.mjs`: the browser benchmark. Serves the console through the real server (fresh
// temporary SQLite database) and the bare login build through a static server in this process, then in
// headless Chromium (cold cache: a new context per run; median of 15 after a warm-up, see RUNS) measures each one's
// login first contentful paint, largest contentful paint, layout shifts, the time its app's form is there, and
// sign-in-to-data time, plus the console's cached-tab switches.
// Writes bench/out/browser.json.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, coldRun } from './browser-pages.mjs';
import { measureCachedTabs } from './browser-tabs.mjs';
import { BENCH_ADMIN_PASSWORD, repoRoot, startApiServer, startStaticServer } from './servers.mjs';
import { CHROMIUM_PATH, median, round } from './stats.mjs';

// The issue asks for the median of 5. On this shared 2-core machine a median of 5 moved by up to a fifth between
// runs of the same two builds (login FCP ratios 1.04-1.22, sign-in 0.66-1.23 in one afternoon), so the verdict
// takes 15 runs, and the results also show the ratios of each group of 5 in turn (BENCH_BROWSER_RUNS=5 gives
// the count alone).
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 15);
const GROUP = 5;
/** Text that means the console's dashboard shows its data (the workplace greeting with the user's name). */
const OURS_READY = process.env.BENCH_DASHBOARD_TEXT ?? 'Welcome back, ';
const BARE_READY = 'Welcome back, ';
const SECOND_TAB = process.env.BENCH_SECOND_TAB ?? '/admin/adminList';

/** Runs the browser benchmark; the console and bare builds must exist (run-all.mjs builds the bare one). */
export async function runBrowserBench() {
  const work = mkdtempSync(join(tmpdir(), 'console-bench-browser-'));
  // A snapshot of the console build, so a rebuild during the run cannot change what is measured.
  const consoleDir = join(work, 'console');
  cpSync(join(repoRoot, 'apps/reference/dist'), consoleDir, { recursive: true });
  const server = await startApiServer({ databaseUrl: `file:${join(work, 'bench.db')}`, staticDir: consoleDir });
  const bare = await startStaticServer(join(repoRoot, 'bench/out/bare-login'), server.port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const credentials = { username: 'admin', password: BENCH_ADMIN_PASSWORD };
    const ours = { ...credentials, url: server.url, readyText: OURS_READY };
    const baseline = { ...credentials, url: bare.url, readyText: BARE_READY };
    // Warm-up (server, Chromium, disk cache of the OS), then alternate the two builds run by run.
    await coldRun(browser, ours);
    await coldRun(browser, baseline);
    const runs = { ours: [], bare: [] };
    for (let i = 0; i < RUNS; i += 1) {
      runs.ours.push(await coldRun(browser, ours));
      runs.bare.push(await coldRun(browser, baseline));
    }
    const summary = (list) => ({
      fcpMs: round(median(list.map((r) => r.fcp))),
      lcpMs: round(median(list.map((r) => r.lcp))),
      formMs: round(median(list.map((r) => r.formAt))),
      signInMs: round(median(list.map((r) => r.signIn))),
      clsMax: round(Math.max(...list.map((r) => r.cls)), 4),
      fcpRuns: list.map((r) => round(r.fcp)),
      lcpRuns: list.map((r) => round(r.lcp)),
      formRuns: list.map((r) => round(r.formAt)),
      signInRuns: list.map((r) => round(r.signIn)),
      clsRuns: list.map((r) => round(r.cls, 4)),
      // Medians of the sign-in's phases (click -> login request start, its round trip, answer -> greeting
      // painted): the server's share is the same for both builds, the other two are the front end's.
      signInPhasesMs: Object.fromEntries(
        ['beforeRequest', 'request', 'afterAnswer'].map((key) => [
          key,
          round(median(list.filter((r) => r.phases).map((r) => r.phases[key]))),
        ]),
      ),
      // What the page fetched from pressing "Login" until the signed-in page showed, with start and end ms
      // after the click (last run).
      requestsAfterSubmit: list.at(-1)?.requestsAfterSubmit ?? [],
    });
    const oursSummary = summary(runs.ours);
    const bareSummary = summary(runs.bare);
    const tabs = await measureCachedTabs(browser, {
      ...ours,
      firstTab: '/dashboard/workplace',
      secondTab: SECOND_TAB,
      switches: Number(process.env.BENCH_TAB_SWITCHES ?? 20),
    });
    // The ratios each group of GROUP successive runs would have given on its own.
    const groupRatios = (key) => {
      const ratios = [];
      for (let start = 0; start + GROUP <= RUNS; start += GROUP) {
        const of = (list) => median(list.slice(start, start + GROUP).map((r) => r[key]));
        ratios.push(round(of(runs.ours) / of(runs.bare), 2));
      }
      return ratios;
    };
    return {
      runs: RUNS,
      groupOf: GROUP,
      groupRatios: { fcp: groupRatios('fcp'), lcp: groupRatios('lcp'), signIn: groupRatios('signIn') },
      browserVersion: browser.version(),
      ours: oursSummary,
      bare: bareSummary,
      ratio: {
        fcp: round(oursSummary.fcpMs / bareSummary.fcpMs, 2),
        lcp: round(oursSummary.lcpMs / bareSummary.lcpMs, 2),
        form: round(oursSummary.formMs / bareSummary.formMs, 2),
        signIn: round(oursSummary.signInMs / bareSummary.signInMs, 2),
      },
      tabs,
    };
  } finally {
    await browser.close();
    await bare.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runBrowserBench();
  mkdirSync(join(repoRoot, 'bench/out'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/out/browser.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
