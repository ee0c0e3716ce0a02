import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint';

type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the first contentful paint is reported, and only once', () => {
    let report: PaintCallback = () => undefined;
    vi.stubGlobal('PerformanceObserver', class {
      constructor(callback: PaintCallback) { report = callback; }
      observe() {}
      disconnect() {}
    });
    vi.useFakeTimers();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    report({ getEntries: () => [{ name: 'first-paint' }] });
    expect(run).not.toHaveBeenCalled();
    report({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the timeout when no paint is reported, and not at all when cancelled first', () => {
    vi.stubGlobal('PerformanceObserver', class {
      observe() { throw new Error('paint timing not supported'); }
      disconnect() {}
    });
    vi.useFakeTimers();
    const run = vi.fn();
    afterFirstContentfulPaint(run, 300);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    afterFirstContentfulPaint(cancelled, 300)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
