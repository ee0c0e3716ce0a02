import { describe, expect, it } from 'vitest';
import { EMAIL_RE, optionalMatches, PHONE_RE, roleChoices, USERNAME_RE } from './rules';

describe('staff form rules', () => {
  it('accept and refuse usernames, phones and e-mails like the server', () => {
    expect(USERNAME_RE.test('mod.alice_1-x')).toBe(true);
    expect(USERNAME_RE.test('ab')).toBe(false);
    expect(USERNAME_RE.test('has space')).toBe(false);
    expect(USERNAME_RE.test('x'.repeat(65))).toBe(false);
    expect(PHONE_RE.test('+447000000001')).toBe(true);
    expect(PHONE_RE.test('12ab')).toBe(false);
    expect(EMAIL_RE.test('a@b.co')).toBe(true);
    expect(EMAIL_RE.test('a@b')).toBe(false);
  });

  it('treats empty optional values as valid', () => {
    expect(optionalMatches(PHONE_RE, '')).toBe(true);
    expect(optionalMatches(PHONE_RE, null)).toBe(true);
    expect(optionalMatches(EMAIL_RE, ' bad ')).toBe(false);
  });

  it('offers server roles and keeps held codes the server did not list', () => {
    expect(roleChoices([{ code: 'admin', name: 'Administrator' }], ['admin', 'legacy'])).toEqual([
      { value: 'admin', label: 'Administrator (admin)' },
      { value: 'legacy', label: 'legacy' },
    ]);
    expect(roleChoices(null, ['moderator'])).toEqual([{ value: 'moderator', label: 'moderator' }]);
  });
});
