import { describe, expect, it } from 'vitest';
import { utcDayRange, utcDaysOf } from './utcDates';

describe('audit dates in UTC', () => {
  it('turns a picked day range into an inclusive-exclusive UTC range', () => {
    expect(utcDayRange(['2025-03-01', '2025-03-02'])).toEqual({ from: '2025-03-01T00:00:00.000Z', to: '2025-03-03T00:00:00.000Z' });
    expect(utcDayRange(['2025-12-31', '2025-12-31'])).toEqual({ from: '2025-12-31T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' });
  });

  it('ignores an empty or malformed range', () => {
    expect(utcDayRange(undefined)).toEqual({});
    expect(utcDayRange([])).toEqual({});
    expect(utcDayRange(['yesterday', 'today'])).toEqual({});
  });

  it('reads the picked days back from the range in the URL', () => {
    const { from, to } = utcDayRange(['2025-12-30', '2026-01-02']);
    expect(utcDaysOf(from, to)).toEqual(['2025-12-30', '2026-01-02']);
    expect(utcDaysOf('2025-03-01T00:00:00.000Z', '2025-03-02T00:00:00.000Z')).toEqual(['2025-03-01', '2025-03-01']);
    expect(utcDaysOf('2025-03-01T08:00:00.000Z', '2025-03-02T00:00:00.000Z')).toBeUndefined();
    expect(utcDaysOf(undefined, '2025-03-02T00:00:00.000Z')).toBeUndefined();
  });
});
