import { describe, expect, it } from 'vitest';
import { utcToZonedWall, zonedWallToUtc } from './timeZone';

describe('session time zones', () => {
  it('converts a wall-clock time in a zone to UTC and back, across daylight saving', () => {
    expect(zonedWallToUtc('2026-07-01 09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedWallToUtc('2026-01-15 09:00', 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedWallToUtc('2026-03-10 18:30', 'America/New_York')).toBe('2026-03-10T22:30:00.000Z');
    expect(zonedWallToUtc('2026-03-10 18:30', 'Asia/Kolkata')).toBe('2026-03-10T13:00:00.000Z');
    expect(utcToZonedWall('2026-07-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01 09:00');
    expect(utcToZonedWall('2026-03-10T22:30:00Z', 'America/New_York')).toBe('2026-03-10 18:30');
    expect(utcToZonedWall(zonedWallToUtc('2026-11-01 01:30', 'Australia/Sydney'), 'Australia/Sydney')).toBe('2026-11-01 01:30');
  });
});
