import { checkRoles, hasOperation, type OperationCode } from '@backoffice/console-core';
import { useOperationList } from '../hooks/useOperateList';
import { useSession } from '../hooks/useSession';

/**
 * Whether the user's role passes core's role check (docs/behaviour.md#52-role-check): true when `roles` is empty or holds the role.
 * Throws 'need roles! Like v-permission=[...]' when `roles` is not an array.
 *
 * @example
 * const canSee = usePermission(['admin']);
 */
export function usePermission(roles: readonly string[]): boolean {
  const role = useSession((s) => s.userInfo.role);
  return checkRoles(roles, role);
}

/**
 * Whether the server's operate list grants the operation code(s) (`mode` 'any' by default).
 *
 * @example
 * const canAdd = useOperation('project:add');
 */
export function useOperation(code: OperationCode | readonly OperationCode[], mode: 'any' | 'all' = 'any'): boolean {
  return hasOperation(useOperationList(), code, mode);
}
