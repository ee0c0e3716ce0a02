import { describe, expect, it } from 'vitest';
import { fieldOfError } from './api';
import { countdownLeft } from './useCountdown';

describe('own account helpers', () => {
  it('finds the field a 400 answer names', () => {
    expect(fieldOfError({ code: 400, result: { field: 'currentPassword' } })).toBe('currentPassword');
    expect(fieldOfError(new Error('x'))).toBeUndefined();
  });

  it('counts whole seconds down to zero', () => {
    expect(countdownLeft(10_000, 1_000)).toBe(9);
    expect(countdownLeft(10_000, 9_500)).toBe(1);
    expect(countdownLeft(10_000, 12_000)).toBe(0);
  });
});
