import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './password-change';

describe('mustChangePassword', () => {
  it('reads the flag from a login result or a user info', () => {
    expect(mustChangePassword({ token: 'x', userInfo: { mustChangePassword: true } })).toBe(true);
    expect(mustChangePassword({ role: 'admin', mustChangePassword: true })).toBe(true);
    expect(mustChangePassword({ token: 'x', userInfo: { username: 'a' } })).toBe(false);
    expect(mustChangePassword({ role: 'admin', mustChangePassword: false })).toBe(false);
    expect(mustChangePassword(null)).toBe(false);
    expect(mustChangePassword(undefined)).toBe(false);
  });
});
