// Renders bench/RESULTS.md from the figures of bench/run-all.mjs.
import { readFileSync } from 'node:fs';
import { browserBudget } from './browser-budgets.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const verdict = (value, limit, lowerIsBetter = true) => ((lowerIsBetter ? value <= limit : value >= limit) ? 'ok' : '**missed**');

function bundleSection({ bundle, duplicates, lazy }) {
  const twice = duplicates.duplicates.map((d) => `${d.name} (${d.folders.join(', ')})`).join('; ') || 'none';
  return [
    '## Bundle (production builds, gzip level 9)',
    '',
    '| figure | console (apps/reference) | bare login build | budget |',
    '|---|---|---|---|',
    `| login page first load: the app's JS + CSS (the console's gate loads them after the first paint) | ${bundle.ours.loginFirstLoadKiB} KiB (${bundle.ours.firstLoadFiles.length} files) | ${bundle.bare.loginFirstLoadKiB} KiB (${bundle.bare.firstLoadFiles.length} files) | ${budgets.loginFirstLoadKiB} KiB: ${verdict(bundle.ours.loginFirstLoadKiB, budgets.loginFirstLoadKiB)} |`,
    `| what the login page's first paint waits for: index.html (with the prerendered page) and the files its tags name | ${bundle.ours.beforeFirstPaintKiB} KiB (${['index.html', ...(bundle.ours.beforePaintFiles ?? [])].join(', ')}: its gate and critical stylesheet are inline) | ${bundle.bare.beforeFirstPaintKiB} KiB (index.html and the app) | ${budgets.beforeFirstPaintKiB} KiB: ${verdict(bundle.ours.beforeFirstPaintKiB, budgets.beforeFirstPaintKiB)} |`,
    `| all JS | ${bundle.ours.allJsKiB} KiB (${bundle.ours.jsFiles} files) | ${bundle.bare.allJsKiB} KiB | ${budgets.allJsKiB} KiB: ${verdict(bundle.ours.allJsKiB, budgets.allJsKiB)} |`,
    `| libraries bundled twice | ${duplicates.duplicates.length}: ${twice} | | ${budgets.duplicatePackages}: ${verdict(duplicates.duplicates.length, budgets.duplicatePackages)} |`,
    `| page entries loaded up front (every page but login lazy) | ${lazy.eagerPages.length}${lazy.eagerPages.length ? `: ${lazy.eagerPages.join(', ')}` : ''} | | ${budgets.eagerPages}: ${verdict(lazy.eagerPages.length, budgets.eagerPages)} |`,
    `| chunks loading the chart library outside the dashboard | ${lazy.chartOutsideDashboard.length} (chart in ${lazy.chartChunks.join(', ')}) | | ${budgets.chartOutsideDashboard}: ${verdict(lazy.chartOutsideDashboard.length, budgets.chartOutsideDashboard)} |`,
    '',
    `Libraries bundled twice are checked by ${duplicates.method}; the lockfile's runtime graph offers ${duplicates.candidates.join(', ') || 'no'} candidates.`,
    '',
  ];
}

function browserSection({ browser: b }) {
  const t = b.tabs;
  const fcpGoal = browserBudget('loginFcpRatio');
  const signInGoal = browserBudget('signInRatio');
  return [
    `## Browser (headless ${b.browserVersion}, cold cache: a new context per run, median of ${b.runs} after a warm-up)`,
    '',
    '| figure | console | bare login build | ratio (goal) |',
    '|---|---|---|---|',
    `| login page first contentful paint | ${b.ours.fcpMs} ms | ${b.bare.fcpMs} ms | ${b.ratio.fcp} (≤ ${fcpGoal}): ${verdict(b.ratio.fcp, fcpGoal)} |`,
    `| login page largest contentful paint | ${b.ours.lcpMs} ms | ${b.bare.lcpMs} ms | ${b.ratio.lcp} |`,
    `| login page layout shift (CLS until Login is pressed), largest of the runs | ${b.ours.clsMax} | ${b.bare.clsMax} | |`,
    `| the app's login form in the page (React rendered it, or took the prerendered one over) | ${b.ours.formMs} ms | ${b.bare.formMs} ms | ${b.ratio.form} |`,
    `| pressing "Login" until the signed-in page shows its data | ${b.ours.signInMs} ms | ${b.bare.signInMs} ms | ${b.ratio.signIn} (≤ ${signInGoal}): ${verdict(b.ratio.signIn, signInGoal)} |`,
    '',
    `Runs (ms): console FCP ${b.ours.fcpRuns.join(', ')}; LCP ${b.ours.lcpRuns.join(', ')}; form ${b.ours.formRuns.join(', ')}; sign-in ${b.ours.signInRuns.join(', ')}; CLS ${b.ours.clsRuns.join(', ')}.`,
    `Bare FCP ${b.bare.fcpRuns.join(', ')}; LCP ${b.bare.lcpRuns.join(', ')}; form ${b.bare.formRuns.join(', ')}; sign-in ${b.bare.signInRuns.join(', ')}; CLS ${b.bare.clsRuns.join(', ')}.`,
    ...(b.groupRatios?.fcp.length > 1
      ? [
          `The issue asks for the median of ${b.groupOf}; medians of ${b.groupOf} move by up to a fifth between runs on this shared machine, so the verdict takes all ${b.runs}. Each group of ${b.groupOf} runs in turn alone would have given FCP ${b.groupRatios.fcp.join(', ')}, LCP ${b.groupRatios.lcp?.join(', ') ?? '?'} and sign-in ${b.groupRatios.signIn.join(', ')}.`,
        ]
      : []),
    "The console's login page is prerendered into index.html (apps/reference/build/prerender-login) and paints before its script, which loads once that paint is on screen;",
    "its form is then React's (it takes the prerendered one over). In both builds the benchmark presses Login on React's form as soon as it is there (two frames later).",
    'The console is served by the real server (fresh SQLite database) and is ready when the workplace greeting "Welcome back, <name>" is in the page;',
    'the bare build is served by a static server in the benchmark process that forwards /api to the same server, and its fake sign-in',
    'does one real request to the login route, then shows "Welcome back, <name>". Times are taken in the page (click to the next frame after the text appears).',
    '',
    `Requests after pressing "Login" (last run), console: ${b.ours.requestsAfterSubmit.length} (${b.ours.requestsAfterSubmit.join(', ')}); bare: ${b.bare.requestsAfterSubmit.length} (${b.bare.requestsAfterSubmit.join(', ')}).`,
    '',
    `### Cached tabs: ${t.switches} switches between ${t.tabs.join(' and ')}`,
    '',
    '| figure | value | goal |',
    '|---|---|---|',
    `| requests by the page during the switches | ${t.requests}${t.requestList.length ? ` (${t.requestList.join(', ')})` : ''} | 0: ${verdict(t.requests, 0)} |`,
    `| remounts (a node of each page and an input's typed value survive) | ${t.remounts} (${Object.entries(t.survived)
      .map(([k, v]) => `${k} ${v ? 'kept' : 'lost'}`)
      .join(', ')}) | 0: ${verdict(t.remounts, 0)} |`,
    `| switch time, click to the next frame with the tab shown | median ${t.switchMedianMs} ms, max ${t.switchMaxMs} ms | |`,
    '',
    ...(t.faviconRequests
      ? [
          `Chromium itself looked up /favicon.svg ${t.faviconRequests} times during the switches (it re-checks the icon on each same-document navigation), ${t.faviconFromServer ?? '?'} of them at the server (the server lets it keep the icon an hour); those are not the page's requests.`,
          '',
        ]
      : []),
  ];
}

/** p99 goal of a varied list (issue 18): 25 ms at 8 connections, 50 ms at 32. */
const P99_GOAL_MS = { 8: 25, 32: 50 };

function serverSection({ server }) {
  if (server.length === 0)
    return ['## Server', '', 'Not run this time (it takes minutes): `BENCH_SERVER=1 npm run bench` (see the commands below).', ''];
  const lines = ['## Server (autocannon, loopback)', ''];
  for (const s of server) {
    const c = s.seeded.counts;
    lines.push(
      `### ${s.database}, scale ${s.scale}: ${c.projects} projects, ${c.project_sessions} sessions, ${c.session_participants} participants, ${c.audit_log ?? 0} audit entries, ${c.files ?? 0} files, ${c.users} staff (seeded in ${s.seeded.seconds} s)`,
      '',
    );
    lines.push(
      '| list | answer cache | connections | req/s | p50 | p99 | p99 goal | bare route req/s (p99) | ratio to bare | CPU a request: server (PostgreSQL) |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of s.results) {
      const goal = r.varied ? P99_GOAL_MS[r.connections] : undefined;
      const verdictText = goal ? `${goal} ms: ${verdict(r.ours.p99Ms, goal)}` : '';
      const cpu = r.ours.cpuUsPerRequest;
      const cpuText = cpu ? `${cpu.serverUs} us${s.database === 'PostgreSQL' ? ` (${cpu.postgresUs} us)` : ''}` : '';
      lines.push(
        `| ${r.route} | ${r.cache} | ${r.connections} | ${r.ours.requestsPerSecond} | ${r.ours.p50Ms} ms | ${r.ours.p99Ms} ms | ${verdictText} | ${r.bare.requestsPerSecond} (${r.bare.p99Ms} ms) | ${r.ratio} | ${cpuText} |`,
      );
    }
    lines.push(
      '',
      `${s.seconds} s per run after a 2 s warm-up; errors: ${s.results.reduce((n, r) => n + r.ours.errors, 0)}. Peak RSS (VmHWM): server ${s.serverPeakRssMiB} MiB, bare route ${s.bareRoutePeakRssMiB} MiB.`,
      'CPU a request: the CPU time the server process (with its SQLite reader threads) and, on PostgreSQL, all PostgreSQL processes spent over the run, divided by the requests answered (bench/cpu-time.mjs, from /proc). Both swing between identical runs on this shared machine (requests per second by up to a third, the CPU a request less), so compare builds run in turn.',
    );
    lines.push(
      '"Every request different" runs send thousands of distinct requests in turn (bench/varied-queries.mjs: keyword x status x client x date range x sort x page for projects; actor x action x outcome x time window for the audit log; 20 signed-in moderators x page x order for the sessions across a moderator\'s projects; and so on), each checked first to be answered; with the answer cache off every request runs its queries. That is the headline figure. "One request repeated" shows what the answer cache buys.',
      '',
    );
  }
  return lines;
}

/** The Markdown of bench/RESULTS.md. */
export function renderResults(figures) {
  return [
    '# Benchmark results',
    '',
    `Measured ${figures.date}.`,
    '',
    `Machine: ${figures.machineBefore}.`,
    `At the end: load average ${/load average ([^(]+)/.exec(figures.machineAfter)?.[1]?.trim() ?? '?'}.`,
    'The machine is shared with other engineers building and testing at the same time, so timings are noisy; ratios',
    'to a baseline measured in the same run are the figures to read.',
    '',
    ...bundleSection(figures),
    ...browserSection(figures),
    ...serverSection(figures),
    '## Commands',
    '',
    '- `npm run build && npm run bench`: bundle figures, the bare login build (bench/bare-login into bench/out/bare-login) and the browser benchmark (bench/browser.mjs).',
    '- `BENCH_SERVER=1 BENCH_SCALE=1 [BENCH_DATABASE_URL=postgres://.../empty_db] npm run bench`: also seeds (bench/seed.mjs) and load-tests (bench/load.mjs) SQLite and PostgreSQL; `BENCH_SCALE=10` for 1,000,000 projects (`BENCH_SESSIONS_PER_PROJECT=0` seeds them without their 5,000,000 sessions), `BENCH_CONNECTIONS=8` for the 8-connection runs only.',
    "- `node bench/seed.mjs <file:path | postgres://...>` and `node bench/load.mjs <same url>` run those steps alone (BENCH_SCALE, BENCH_LOAD_SECONDS, BENCH_CONNECTIONS; `BENCH_LISTS=project,audit` for some lists only; `BENCH_PROFILE_DIR=<dir>` for the server's V8 CPU profile of each run).",
    '- `node bench/straightforward.mjs <same url>`: each varied list against its straightforward route in the same server and run (above); `BENCH_LISTS`, `BENCH_CONNECTIONS`, `BENCH_LOAD_SECONDS` as for load.mjs.',
    "- `node bench/slowest.mjs <same url> [project|session|audit|file|user|mysession]`: one list's varied requests sent one at a time, cache off: mean, p99, the mean by feature (keyword kind, sort, filters) and the slowest requests timed again, which tells where a list's tail comes from.",
    '- `npm run bench:check`: the deterministic gate (bundle sizes, libraries bundled twice, pages loaded up front and chunks loading the chart library, against bench/budgets.json), part of `npm test` and CI.',
    "- `npm run bench` fails when a browser ratio misses its budget (bench/budgets.json, `browser`); `node bench/check-budgets.mjs --browser` checks the last run's bench/out/browser.json again.",
    '',
  ].join('\n');
}

/** The Markdown's header (before its first `## ` section) and its `## ` sections, by heading line. */
function sectionsOf(markdown) {
  const [header, ...sections] = markdown.split(/^(?=## )/m);
  return { header, sections: sections.map((text) => ({ heading: text.slice(0, text.indexOf('\n')), text })) };
}

/**
 * RESULTS.md after a run without the server benchmark: `fresh`'s header, bundle, browser and commands sections
 * in place of `previous`'s, and everything else of `previous` as it was (the server's figures of an earlier
 * run, sections written by hand), so that `npm run bench` never throws them away.
 */
export function mergeResults(previous, fresh) {
  const old = sectionsOf(previous);
  const now = sectionsOf(fresh);
  const generated = (heading) => ['## Bundle', '## Browser', '## Commands'].some((start) => heading.startsWith(start));
  const replacement = (heading) => now.sections.find((section) => section.heading.split(' (')[0] === heading.split(' (')[0]);
  // When the server's figures were measured: the date the last full run wrote, kept through any number of runs
  // without the server benchmark (whose headers name it as the innermost "the server's are of").
  const measured = /^Measured (.+)\.$/m.exec(old.header)?.[1];
  const earlier = measured && ([...measured.matchAll(/the server's are of (\S+) unless/g)].at(-1)?.[1] ?? measured);
  const header = earlier
    ? now.header.replace(
        /^(Measured .+)\.$/m,
        `$1 (bundle and browser figures; the server's are of ${earlier} unless a section says otherwise).`,
      )
    : now.header;
  const sections = old.sections.map((section) =>
    generated(section.heading) ? (replacement(section.heading)?.text ?? section.text) : section.text,
  );
  return header + sections.join('');
}
