// bench/RESULTS.md is rewritten by every `npm run bench`; a run without the server benchmark keeps the server's
// figures of the last full run, and its header must keep naming when those were measured.
import { describe, expect, it } from 'vitest';
import { mergeResults } from '../bench/results.mjs';

const merge = mergeResults as (previous: string, fresh: string) => string;
const fresh = (date: string) =>
  `# Benchmark results\n\nMeasured ${date}.\n\n## Bundle\nbundle ${date}\n## Browser\nbrowser ${date}\n## Commands\ncommands\n`;
const headerOf = (text: string) => text.split('\n')[2];

describe('RESULTS.md after a run without the server benchmark', () => {
  it("names the full run's date for the server's figures, however many runs without it came since", () => {
    const full = '# Benchmark results\n\nMeasured D0.\n\n## Bundle\nold\n## Server\nserver D0\n## Commands\ncommands\n';
    const once = merge(full, fresh('D1'));
    const twice = merge(once, fresh('D2'));
    const thrice = merge(twice, fresh('D3'));
    expect(headerOf(thrice)).toBe("Measured D3 (bundle and browser figures; the server's are of D0 unless a section says otherwise).");
    expect(thrice).toContain('server D0');
    expect(thrice).toContain('bundle D3');
    expect(thrice).not.toContain('bundle D2');
  });
});
