import { describe, expect, it } from 'vitest';
import { commonPasswords, RANKED_PASSWORDS_REFUSED } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordForms } from './password-forms.js';
import { checkPassword } from './password-policy.js';

describe('password policy', () => {
  it('accepts 8 to 128 characters with no composition rules', async () => {
    expect(await checkPassword('correct horse battery staple')).toBeUndefined();
    expect(await checkPassword('abcdefgz')).toBeUndefined();
    expect(await checkPassword('x'.repeat(128))).toBeUndefined();
    expect(await checkPassword('short')).toBe('too-short');
    expect(await checkPassword('x'.repeat(129))).toBe('too-long');
  });

  it('refuses the most common passwords, ignoring case', async () => {
    expect(await checkPassword('Password123')).toBe('common');
    expect(await checkPassword('QWERTYUIOP')).toBe('common');
    expect(await checkPassword('iloveyou2')).toBe('common');
  });

  it("refuses the review's four: common passwords with capitals, look-alikes, digits or symbols added", async () => {
    for (const weak of ['Password1!', 'Summer2024!', 'Qwerty123!', 'Passw0rd!', 'P@$$w0rd', '2024Summer']) {
      expect({ weak, problem: await checkPassword(weak) }).toEqual({ weak, problem: 'common-variant' });
    }
  });

  it("refuses the account's names and the product's name, decorated or not", async () => {
    const jane = { username: 'jane.doe', realName: 'Jane Doe' };
    for (const weak of ['jane.doe', 'JaneDoe2024', 'Jane.Doe!!', 'backoffice2024', 'Console!2025', 'Backoffice Console']) {
      expect({ weak, problem: await checkPassword(weak, jane) }).toEqual({ weak, problem: 'context' });
    }
    expect(await checkPassword('janedoe-1', { username: 'JaneDoe-1' })).toBe('context');
  });

  it('accepts long passphrases and random passwords that only contain a common word', async () => {
    const jane = { username: 'jane.doe', realName: 'Jane Doe' };
    for (const strong of [
      'summer holidays in the hills',
      'password manager keeps 7 secrets',
      'jane likes green tea',
      'ab83!#@02$%&',
      'vX9#qL2!mT7z',
    ]) {
      expect({ strong, problem: await checkPassword(strong, jane) }).toEqual({ strong, problem: undefined });
    }
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await checkPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe('too-short');
    expect(await checkPassword('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeUndefined();
  });

  it('ships the 100,000 most common passwords and zxcvbn-ts list offline, loaded once', async () => {
    const blocked = await commonPasswords();
    expect(RANKED_PASSWORDS_REFUSED).toBe(100_000);
    expect(blocked.size).toBeGreaterThan(RANKED_PASSWORDS_REFUSED);
    expect(await commonPasswords()).toBe(blocked);
    for (const word of ['123456', 'password', 'summer', 'qwerty123', 'passw0rd']) expect(blocked.has(word)).toBe(true);
  });
});

describe('password forms', () => {
  it('strips decorations only when the rest is at least half of the password', () => {
    expect(passwordForms('Summer2024!')).toMatchObject({ exact: 'summer2024!', variants: expect.arrayContaining(['summer']) });
    expect(passwordForms('ab83!#@02$%&').variants).not.toContain('ab');
    expect(passwordForms('correct horse').variants).toEqual([]);
  });

  it('reads look-alikes as letters, 1 as i and as l', () => {
    expect(passwordForms('Passw0rd!').variants).toContain('password');
    expect(passwordForms('P@$$w0rd').variants).toContain('password');
    expect(passwordForms('1ov3ly').variants).toEqual(expect.arrayContaining(['iovely', 'lovely']));
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
