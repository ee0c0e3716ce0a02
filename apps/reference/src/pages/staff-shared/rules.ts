// Field formats of the staff forms; the same patterns the server checks (apps/api user/validation.ts).
import { pickLabel, type Locale } from '@backoffice/console-core';

/** 3 to 64 of letters, digits, dot, underscore and hyphen. */
export const USERNAME_RE = /^[a-zA-Z0-9._-]{3,64}$/;
/** An optional leading + then 6 to 20 digits. */
export const PHONE_RE = /^\+?[0-9]{6,20}$/;
/** something@something.tld without spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an optional field's value is empty or matches `re`. */
export function optionalMatches(re: RegExp, value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '' || re.test(value.trim());
}

/** A role's names as the server sends them: en-US `name`, zh-CN `nameZh` (null or absent: none). */
export interface RoleNames {
  code: string;
  name: string;
  nameZh?: string | null;
}

/**
 * A role's name in `locale`, the other language's when it has none there.
 * @example
 * roleName({ code: 'moderator', name: 'Moderator', nameZh: '主持人' }, 'zh-CN'); // '主持人'
 */
export function roleName(role: RoleNames, locale: Locale): string {
  return pickLabel({ 'en-US': role.name, 'zh-CN': role.nameZh ?? null }, locale) || role.code;
}

/**
 * What a role tag shows for a code a user holds: the role's name in `locale` when the roles are known, else the code.
 * @example
 * roleTagText('client', null, 'zh-CN'); // 'client'
 */
export function roleTagText(code: string, roles: readonly RoleNames[] | null, locale: Locale): string {
  const role = roles?.find((r) => r.code === code);
  return role ? roleName(role, locale) : code;
}

/**
 * Role options for the assign-roles select: the server's enabled roles (named in `locale`) when they could be
 * loaded, otherwise (no role route, or no role:list) the codes the user already holds, so the select still works.
 */
export function roleChoices(
  serverRoles: readonly RoleNames[] | null,
  current: readonly string[],
  locale: Locale = 'en-US',
): { value: string; label: string }[] {
  const fromServer = (serverRoles ?? []).map((r) => ({ value: r.code, label: `${roleName(r, locale)} (${r.code})` }));
  const known = new Set(fromServer.map((o) => o.value));
  return [...fromServer, ...current.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code }))];
}
