import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, afterPaint, painted, useAfterFirstContentfulPaint } from './afterPaint';

type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;

/** (After any vi.useFakeTimers(), which replaces `performance`.) A browser with paint timing whose first contentful paint has not come yet; `report` delivers entries. */
function stubPaintTiming(): { report: PaintCallback; observing: () => boolean; reported: { name: string }[] } {
  const state = { callback: undefined as PaintCallback | undefined, observing: false };
  const reported: { name: string }[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: PaintCallback) {
        state.callback = callback;
      }
      observe() {
        state.observing = true;
      }
      disconnect() {
        state.observing = false;
      }
    },
  );
  const real = globalThis.performance;
  vi.stubGlobal(
    'performance',
    Object.assign(Object.create(real) as Performance, {
      now: () => real.now(),
      getEntriesByName: (name: string) => reported.filter((entry) => entry.name === name),
    }),
  );
  return { report: (list) => state.callback?.(list), observing: () => state.observing, reported };
}

// Every test may fake timers or stub paint timing: put them back after each.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterPaint', () => {
  it('runs in a task after the next frame, and not at all when cancelled first', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('painted', () => {
  it('resolves once the next frame is painted', async () => {
    vi.useFakeTimers();
    const framed = vi.fn();
    void painted(1000).then(framed);
    await vi.advanceTimersByTimeAsync(50);
    expect(framed).toHaveBeenCalledOnce();
  });

  it('resolves after its timeout in a tab that runs no frames', async () => {
    // No frame ever comes. (Stubbed before the fake timers, so that putting the globals back puts back the real ones.)
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const background = vi.fn();
    void painted(300).then(background);
    await vi.advanceTimersByTimeAsync(299);
    expect(background).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(background).toHaveBeenCalledOnce();
  });

  it('leaves frames running for the files after it (one jsdom per worker)', async () => {
    await expect(new Promise((resolve) => requestAnimationFrame(resolve))).resolves.toEqual(expect.any(Number));
  });
});

describe('afterFirstContentfulPaint', () => {
  it('runs once the first contentful paint is reported (not on the first paint), and only once', () => {
    vi.useFakeTimers();
    const paint = stubPaintTiming();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    paint.report({ getEntries: () => [{ name: 'first-paint' }] });
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    paint.report({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(paint.observing()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the timeout when no paint is reported, and not at all when cancelled first', () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const run = vi.fn();
    afterFirstContentfulPaint(run, 300);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    afterFirstContentfulPaint(cancelled, 300)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('is afterPaint once the page has painted, and where the browser reports no paint timing', () => {
    vi.useFakeTimers();
    const paint = stubPaintTiming();
    paint.reported.push({ name: 'first-contentful-paint' });
    const painted = vi.fn();
    afterFirstContentfulPaint(painted);
    expect(paint.observing()).toBe(false);
    vi.advanceTimersByTime(50);
    expect(painted).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['mark', 'measure'];
      },
    );
    const noTiming = vi.fn();
    afterFirstContentfulPaint(noTiming);
    vi.advanceTimersByTime(50);
    expect(noTiming).toHaveBeenCalledOnce();
  });

  it('useAfterFirstContentfulPaint renders false until the first contentful paint, then true', async () => {
    const paint = stubPaintTiming();
    function Probe() {
      return <p>{useAfterFirstContentfulPaint() ? 'shown' : 'waiting'}</p>;
    }
    render(<Probe />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      paint.report({ getEntries: () => [{ name: 'first-contentful-paint' }] });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('useAfterFirstContentfulPaint({ atOnceWhenShown }) is true in the first render once the page has painted', () => {
    const paint = stubPaintTiming();
    const firstRenders: boolean[] = [];
    function Probe() {
      const shown = useAfterFirstContentfulPaint({ atOnceWhenShown: true });
      if (firstRenders.length === 0) firstRenders.push(shown);
      return null;
    }
    render(<Probe />);
    paint.reported.push({ name: 'first-contentful-paint' });
    firstRenders.length = 0;
    render(<Probe />);
    expect(firstRenders).toEqual([true]);
  });

  it('useAfterFirstContentfulPaint({ atOnceWhenShown }) still waits while the first contentful paint is to come', () => {
    stubPaintTiming();
    const renders: boolean[] = [];
    function Probe() {
      renders.push(useAfterFirstContentfulPaint({ atOnceWhenShown: true }));
      return null;
    }
    render(<Probe />);
    expect(renders[0]).toBe(false);
  });
});
