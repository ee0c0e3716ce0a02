// The audit log is kept in UTC; the console filters it and shows it in UTC too (through <DateTime timeZone="UTC" showZone />), so what an operator
// types matches the stored instants whatever their browser's time zone.

/** A picked day range ('YYYY-MM-DD', both inclusive) as the API's `from` (inclusive) and `to` (exclusive) instants. */
export function utcDayRange(days: readonly string[] | undefined): { from?: string; to?: string } {
  const [first, last] = days ?? [];
  if (!first || !last || !/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return {};
  const from = new Date(`${first}T00:00:00.000Z`);
  const to = new Date(new Date(`${last}T00:00:00.000Z`).getTime() + 86_400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return {};
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The day range (both inclusive) that {@link utcDayRange} made `from` and `to` from, for the date picker; undefined unless both are whole UTC days. */
export function utcDaysOf(from: string | undefined, to: string | undefined): string[] | undefined {
  const midnight = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/;
  const first = from?.match(midnight)?.[1];
  if (!first || !to || !midnight.test(to)) return undefined;
  const last = new Date(new Date(to).getTime() - 86_400_000).toISOString().slice(0, 10);
  return last < first ? undefined : [first, last];
}
