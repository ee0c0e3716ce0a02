import type { ReactNode } from 'react';
import { checkRoles, hasOperation, type OperationCode } from '@backoffice/console-core';
import { useOperationList } from '../hooks/useOperateList';
import { useSession } from '../hooks/useSession';

/**
 * Props of {@link Permission}: `roles` (role check) and/or `operation` (operate-list check).
 *
 * @example
 * <Permission operation={['project:add', 'project:edit']} mode="all" fallback={null}>...</Permission>
 */
export interface PermissionProps {
  /** Roles allowed; an empty list allows everyone. A single string is a type error (and, from plain JavaScript, throws). */
  roles?: readonly string[];
  /** Operation code(s) from the server's operate list: the codes your console declared (`ConsoleOperationCodes`). */
  operation?: OperationCode | readonly OperationCode[];
  /** With several operation codes: 'any' (default) or 'all'. */
  mode?: 'any' | 'all';
  /** Rendered when denied (default nothing: the element is removed). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children only when the user passes the role check and/or holds the operation (the React
 * form of the role directive: docs/behaviour.md#52-role-check). Hiding a button is never the protection: the server enforces.
 *
 * @example
 * <Permission roles={['admin']}><Button>Delete</Button></Permission>
 * <Permission operation="project:add"><Button>New project</Button></Permission>
 */
export function Permission({ roles, operation, mode = 'any', fallback = null, children }: PermissionProps) {
  const role = useSession((s) => s.userInfo.role);
  const operateList = useOperationList();
  const roleOk = roles === undefined && operation !== undefined ? true : checkRoles(roles, role);
  const opOk = operation === undefined ? true : hasOperation(operateList, operation, mode);
  return <>{roleOk && opOk ? children : fallback}</>;
}
