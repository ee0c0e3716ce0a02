// Field formats of the staff forms; the same patterns the server checks (apps/api user/validation.ts).

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

/**
 * Role options for the assign-roles select: the server's enabled roles when they could be loaded,
 * otherwise (no role route, or no role:list) the codes the user already holds, so the select still works.
 */
export function roleChoices(serverRoles: readonly { code: string; name: string }[] | null, current: readonly string[]): { value: string; label: string }[] {
  const fromServer = (serverRoles ?? []).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }));
  const known = new Set(fromServer.map((o) => o.value));
  return [...fromServer, ...current.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code }))];
}
