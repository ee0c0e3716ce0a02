import { describe, expect, it } from 'vitest';
import { EMAIL_RE, optionalMatches, PHONE_RE, roleChoices, roleName, roleTagText, USERNAME_RE } from './rules';

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

  it('names roles in the current language, in English where a role has no Chinese name (issue 17)', () => {
    const roles = [
      { code: 'moderator', name: 'Moderator', nameZh: '主持人' },
      { code: 'auditor', name: 'Auditor', nameZh: null },
    ];
    expect(roleChoices(roles, ['legacy'], 'zh-CN')).toEqual([
      { value: 'moderator', label: '主持人 (moderator)' },
      { value: 'auditor', label: 'Auditor (auditor)' },
      { value: 'legacy', label: 'legacy' },
    ]);
    expect(roleName(roles[0]!, 'en-US')).toBe('Moderator');
    expect(roleTagText('moderator', roles, 'zh-CN')).toBe('主持人');
    expect(roleTagText('auditor', roles, 'zh-CN')).toBe('Auditor');
    expect(roleTagText('moderator', null, 'zh-CN')).toBe('moderator');
  });
});
