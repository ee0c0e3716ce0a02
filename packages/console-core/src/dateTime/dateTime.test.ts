import { describe, expect, it } from 'vitest';
import { formatDateTime, viewerTimeZone } from './dateTime';

const at = '2026-12-05T10:00:00.000Z';

describe('formatDateTime', () => {
  it('shows an instant in the language asked for', () => {
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 5, 2026, 10:00 AM');
    expect(formatDateTime(at, { locale: 'zh-CN', timeZone: 'UTC' })).toBe('2026年12月5日 10:00');
  });

  it('keeps two digits of hour on a 24-hour clock, so a morning time lines up with an afternoon one', () => {
    const morning = '2026-12-05T04:39:00.000Z';
    expect(formatDateTime(morning, { locale: 'zh-CN', timeZone: 'UTC' })).toBe('2026年12月5日 04:39');
    expect(formatDateTime(morning, { locale: 'zh-CN', timeZone: 'UTC', style: 'time' })).toBe('04:39');
    expect(formatDateTime(morning, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 5, 2026, 4:39 AM');
    expect(formatDateTime('2026-12-05T14:39:00.000Z', { locale: 'zh-CN', timeZone: 'UTC' })).toBe('2026年12月5日 14:39');
  });

  it('shows it in the zone asked for, naming the zone when asked', () => {
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'Asia/Shanghai' })).toBe('Dec 5, 2026, 6:00 PM');
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'Asia/Shanghai', showZone: true })).toBe('Dec 5, 2026, 6:00 PM GMT+8');
    expect(formatDateTime(at, { locale: 'zh-CN', timeZone: 'UTC', showZone: true })).toBe('2026年12月5日 UTC 10:00');
  });

  it('shows a date or a time alone', () => {
    expect(formatDateTime(at, { locale: 'zh-CN', timeZone: 'UTC', style: 'date' })).toBe('2026年12月5日');
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC', style: 'time' })).toBe('10:00 AM');
  });

  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDateTime('2026-12-11', { locale: 'en-US', timeZone: 'America/Los_Angeles', showZone: true })).toBe('Dec 11, 2026');
    expect(formatDateTime('2026-12-11', { locale: 'zh-CN', timeZone: 'Asia/Tokyo' })).toBe('2026年12月11日');
  });

  it('takes epoch milliseconds and Dates, and shows nothing for nothing', () => {
    expect(formatDateTime(Date.parse(at), { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 5, 2026, 10:00 AM');
    expect(formatDateTime(new Date(at), { locale: 'en-US', timeZone: 'UTC', style: 'date' })).toBe('Dec 5, 2026');
    for (const empty of [null, undefined, '', 'not a date']) expect(formatDateTime(empty, { locale: 'en-US' })).toBe('');
  });
});

describe('viewerTimeZone', () => {
  it('is an IANA zone Intl accepts', () => {
    const zone = viewerTimeZone();
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
