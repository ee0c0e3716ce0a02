import type { PermissionNode } from '@backoffice/api/contract';

/**
 * A permission node for tests: id, kind, parent and children given; its name, title and order follow from the id.
 *
 * @example
 * const tree = [permissionNode(1, 'directory', null, [permissionNode(2, 'menu', 1)])];
 */
export function permissionNode(
  id: number,
  kind: PermissionNode['kind'],
  parentId: number | null = null,
  children: PermissionNode[] = [],
): PermissionNode {
  return {
    id,
    parentId,
    kind,
    name: `n${id}`,
    path: null,
    component: null,
    title: `t${id}`,
    arcoIcon: null,
    isShow: 1,
    order: id,
    code: null,
    activeMenu: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    children,
  };
}
