import type { OperationCode } from './types';

/**
 * The error thrown when the role check is given something other than an array (docs/behaviour.md#52-role-check).
 * @example
 * expect(() => checkRoles('admin', 'admin')).toThrow(PERMISSION_ERROR);
 */
export const PERMISSION_ERROR = 'need roles! Like v-permission=[...]';

/**
 * The role check's rule (docs/behaviour.md#52-role-check): the element stays when the list is empty or holds the role.
 * Throws `Error(PERMISSION_ERROR)` when `value` is not an array.
 * @example
 * checkRoles(['admin'], 'user'); // false: remove the element
 * checkRoles([], 'user');        // true
 */
export function checkRoles(value: readonly string[] | unknown, role: string): boolean {
  if (!Array.isArray(value)) throw new Error(PERMISSION_ERROR);
  return value.length === 0 || value.includes(role);
}

/**
 * Whether the server's operate list grants an operation code (docs/behaviour.md#62-menus-and-operation-codes).
 * With several codes, `mode` 'any' (default) needs one of them, 'all' needs every one;
 * an empty list of codes asks for nothing and is granted.
 * @example
 * hasOperation(['project:add', 'project:edit'], 'project:add');                 // true
 * hasOperation(['project:add'], ['project:add', 'project:delete'], 'all');      // false
 */
export function hasOperation(
  operateList: readonly string[],
  code: OperationCode | readonly OperationCode[],
  mode: 'any' | 'all' = 'any',
): boolean {
  const codes: readonly string[] = typeof code === 'string' ? [code] : code;
  if (codes.length === 0) return true;
  const granted = new Set(operateList);
  return mode === 'all' ? codes.every((c) => granted.has(c)) : codes.some((c) => granted.has(c));
}
