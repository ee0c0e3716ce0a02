import { describe, expect, it } from 'vitest';
import { isSecondFactorStep, mustEnrolSecondFactor } from './second-factor';

describe('second factor answers', () => {
  it('tells the second step from a signed-in result', () => {
    expect(isSecondFactorStep({ secondFactor: { challenge: 'c', methods: ['totp'] } })).toBe(true);
    expect(isSecondFactorStep({ token: 't', userInfo: {} })).toBe(false);
    expect(isSecondFactorStep(null)).toBe(false);
  });

  it('reads mustEnrolSecondFactor from a login result or a user info', () => {
    expect(mustEnrolSecondFactor({ token: 't', userInfo: { mustEnrolSecondFactor: true } })).toBe(true);
    expect(mustEnrolSecondFactor({ mustEnrolSecondFactor: true })).toBe(true);
    expect(mustEnrolSecondFactor({ token: 't', userInfo: {} })).toBe(false);
    expect(mustEnrolSecondFactor(undefined)).toBe(false);
  });
});
