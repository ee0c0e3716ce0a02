/** 'h:mm:ss' (or 'm:ss' under an hour) of an offset in seconds. */
export function formatOffset(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(h ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
  return h ? `${h}:${mmss}` : mmss;
}

/**
 * Seconds of an offset typed as 'ss', 'm:ss' or 'h:mm:ss'; null when empty; undefined when not a
 * valid offset (minutes and seconds under 60, at most 24 hours).
 */
export function parseOffset(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,5}(:\d{1,2}){0,2}$/.test(trimmed)) return undefined;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return undefined;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds <= 86400 ? seconds : undefined;
}

/** True for a clock time 'HH:MM' or 'HH:MM:SS' (24-hour), as the server accepts. */
export function isClockTime(text: string): boolean {
  return /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/.test(text.trim());
}
