import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms), never below zero. */
export function countdownLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A seconds countdown for 'send again' buttons: `start(seconds)` begins it, `left` is what remains.
 * It keeps the end time (not a counter), so a hidden cached tab shows the right value when shown again.
 */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return {
    left: countdownLeft(until, now),
    start: (seconds) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}
