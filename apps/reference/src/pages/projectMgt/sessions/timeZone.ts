// Sessions are stored as UTC instants plus the IANA zone they are scheduled in. The form edits the
// wall-clock time of that zone ('YYYY-MM-DD HH:mm'); these helpers convert between the two with Intl.

const pad = (n: number) => String(n).padStart(2, '0');

function wallParts(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(instant: number, zone: string): number {
  const w = wallParts(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The UTC ISO instant of a wall-clock time in `zone`.
 * @example
 * zonedWallToUtc('2026-07-01 09:00', 'Europe/Berlin'); // '2026-07-01T07:00:00.000Z'
 */
export function zonedWallToUtc(wall: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(wall);
  if (!match) throw new Error(`Not a wall-clock time: ${wall}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  return new Date(second).toISOString();
}

/**
 * The wall-clock time ('YYYY-MM-DD HH:mm') of a UTC ISO instant in `zone`.
 * @example
 * utcToZonedWall('2026-07-01T07:00:00.000Z', 'Europe/Berlin'); // '2026-07-01 09:00'
 */
export function utcToZonedWall(iso: string, zone: string): string {
  const w = wallParts(new Date(iso).getTime(), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The browser's own IANA zone (UTC when unknown). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** IANA zone names Intl knows, for the zone select. */
export function timeZoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const names = intl.supportedValuesOf?.('timeZone') ?? [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}
