// Small helpers the benchmarks share: medians, rounding and a description of the machine.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to `digits` decimals. */
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The Chromium the browser benchmark drives (Debian's, never a downloaded one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Cores, memory, load, Node and Chromium of this machine, as one line. */
export function describeMachine() {
  let chromium = 'Chromium not found';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as not found
  }
  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, load average ${load} (1/5/15 min), Node ${process.version}, ${chromium}`;
}
