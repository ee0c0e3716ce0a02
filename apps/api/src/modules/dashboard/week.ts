/** Monday 00:00 UTC of the week containing `at`. */
export function weekStartUtc(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return d;
}

/** The Mondays of the `count` weeks ending with the week of `at`, oldest first. */
export function lastWeekStarts(at: Date, count: number): Date[] {
  const current = weekStartUtc(at);
  return Array.from({ length: count }, (_, i) => new Date(current.getTime() - (count - 1 - i) * 7 * 86400_000));
}
