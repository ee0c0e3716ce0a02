import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkPassword } from './password-policy.js';

describe('password policy', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(checkPassword('correct horse battery staple')).toBeUndefined();
    expect(checkPassword('abcdefgz')).toBeUndefined();
    expect(checkPassword('x'.repeat(128))).toBeUndefined();
  });

  it('refuses too short, too long and common passwords (ignoring case)', () => {
    expect(checkPassword('short')).toBe('too-short');
    expect(checkPassword('x'.repeat(129))).toBe('too-long');
    expect(checkPassword('Password123')).toBe('too-common');
    expect(checkPassword('QWERTYUIOP')).toBe('too-common');
    expect(checkPassword('janedoe-1', ['JaneDoe-1'])).toBe('too-common');
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe('too-short');
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const stored = await hashPassword('a fine passphrase');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'a fine passphrase')).toBe(true);
    expect(await verifyPassword(stored, 'another one')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
