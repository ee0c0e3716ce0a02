import { describe, expect, it } from 'vitest';
import { formatOffset, isClockTime, parseOffset } from './timeOffset';

describe('transcript time offsets', () => {
  it('formats seconds as m:ss or h:mm:ss', () => {
    expect(formatOffset(5)).toBe('0:05');
    expect(formatOffset(65)).toBe('1:05');
    expect(formatOffset(3725)).toBe('1:02:05');
  });

  it('parses what people type, refusing impossible values', () => {
    expect(parseOffset('')).toBeNull();
    expect(parseOffset('45')).toBe(45);
    expect(parseOffset('1:05')).toBe(65);
    expect(parseOffset(' 1:02:05 ')).toBe(3725);
    expect(parseOffset('1:75')).toBeUndefined();
    expect(parseOffset('abc')).toBeUndefined();
    expect(parseOffset('25:00:01')).toBeUndefined();
    expect(parseOffset(formatOffset(3725))).toBe(3725);
  });

  it('accepts 24-hour clock times only', () => {
    expect(isClockTime('09:30')).toBe(true);
    expect(isClockTime('23:59:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:30')).toBe(false);
  });
});
