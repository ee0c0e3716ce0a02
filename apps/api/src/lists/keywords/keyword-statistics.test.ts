// The keyword planner's memo: a figure is measured once and trusted for STATISTICS_TTL_MS, then measured
// again; the memo holds at most STATISTICS_ENTRIES keywords, dropping the least recently used.
import { describe, expect, it } from 'vitest';
import { createKeywordStatistics, STATISTICS_ENTRIES, STATISTICS_TTL_MS } from './keyword-statistics.js';

describe('keyword statistics', () => {
  it('measures a figure once while it is fresh, and again once it is older than the TTL', async () => {
    let clock = 0;
    const memo = createKeywordStatistics(() => clock);
    let measured = 0;
    const measure = async () => ++measured;
    expect(await memo.remember('projects:nova', measure)).toBe(1);
    clock = STATISTICS_TTL_MS;
    expect(await memo.remember('projects:nova', measure)).toBe(1);
    clock = STATISTICS_TTL_MS + 1;
    expect(await memo.remember('projects:nova', measure)).toBe(2);
    expect(measured).toBe(2);
  });

  it('keeps an exact figure (its key names the version it was read at) past the TTL', async () => {
    let clock = 0;
    const memo = createKeywordStatistics(() => clock);
    let measured = 0;
    const measure = async () => ++measured;
    expect(await memo.remember('projects:start:7:nova', measure, { exact: true })).toBe(1);
    clock = STATISTICS_TTL_MS * 100;
    expect(await memo.remember('projects:start:7:nova', measure, { exact: true })).toBe(1);
    expect(measured).toBe(1);
  });

  it('measures a figure once for callers that ask while it is being measured, and again after a failure', async () => {
    const memo = createKeywordStatistics(() => 0);
    let measured = 0;
    let finish = (_: number) => {};
    const slow = () => {
      measured += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const asked = [memo.remember('projects:start:1:river', slow), memo.remember('projects:start:1:river', slow)];
    finish(42);
    expect(await Promise.all(asked)).toEqual([42, 42]);
    expect(measured).toBe(1);
    const failing = async () => {
      measured += 1;
      throw new Error('statement timeout');
    };
    const failed = [memo.remember('projects:nova', failing), memo.remember('projects:nova', failing)];
    for (const attempt of failed) await expect(attempt).rejects.toThrow('statement timeout');
    expect(measured).toBe(2);
    expect(await memo.remember('projects:nova', async () => 7)).toBe(7);
  });

  it('keeps at most STATISTICS_ENTRIES figures, forgetting the least recently used first', () => {
    const memo = createKeywordStatistics(() => 0);
    for (let i = 0; i < STATISTICS_ENTRIES; i += 1) memo.set(`k${i}`, i);
    expect(memo.get('k0')).toBe(0); // used now: k1 is the least recently used
    memo.set('one more', -1);
    expect(memo.get('k1')).toBeUndefined();
    expect(memo.get('k0')).toBe(0);
    expect(memo.get('one more')).toBe(-1);
  });
});
