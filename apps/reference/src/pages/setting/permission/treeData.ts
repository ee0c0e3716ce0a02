// Pure helpers over the server's permission tree: Arco Tree data, lookups, and where a drop or an
// up/down step puts a node (parent + 1-based position) under the tree's kind rules.
import type { PermissionNode } from '@backoffice/api/contract';
import type { TreeProps } from '@arco-design/web-react';

/** One Arco Tree node. */
export type TreeDataType = NonNullable<TreeProps['treeData']>[number];

/** Node kinds, in tree depth order. */
export type PermissionKind = PermissionNode['kind'];

/** The kind a node's parent must have (null: the root). */
export const PARENT_KIND: Record<PermissionKind, PermissionKind | null> = { directory: null, menu: 'directory', operation: 'menu' };
/** The kind of child a node may hold, if any. */
export const CHILD_KIND: Record<PermissionKind, PermissionKind | null> = { directory: 'menu', menu: 'operation', operation: null };

/** A node's label: the translated title for directories and menus; for operations `name (code)`, or the code when it is the name. */
export function nodeLabel(node: PermissionNode, t: (key: string) => string): string {
  if (node.kind === 'operation') return !node.code || node.name === node.code ? node.name : `${node.name} (${node.code})`;
  const title = t(node.title);
  return title && title !== node.title ? title : node.name;
}

/** Arco Tree data (key = id as a string) with `label` deciding each title; `disabled` greys out every node. */
export function toTreeData(nodes: PermissionNode[], label: (node: PermissionNode) => string, disabled = false): TreeDataType[] {
  return nodes.map((node) => ({
    key: String(node.id),
    title: label(node),
    dataRef: node,
    ...(disabled ? { disabled: true } : {}),
    children: toTreeData(node.children, label, disabled),
  }));
}

/** Every node, depth first. */
export function flatten(nodes: PermissionNode[]): PermissionNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The node with `id`, or undefined. */
export function findNode(nodes: PermissionNode[], id: number): PermissionNode | undefined {
  return flatten(nodes).find((node) => node.id === id);
}

/** The children of `parentId` (null: the roots). */
export function childrenOf(nodes: PermissionNode[], parentId: number | null): PermissionNode[] {
  return parentId === null ? nodes : (findNode(nodes, parentId)?.children ?? []);
}

/** A move request: new parent and 1-based position among its children. */
export interface MoveTarget {
  parentId: number | null;
  order: number;
}

/** Where dropping `drag` on `drop` puts it (`position` -1 before, 0 inside, 1 after), or undefined when the kinds forbid it. */
export function dropTarget(nodes: PermissionNode[], drag: PermissionNode, drop: PermissionNode, position: number): MoveTarget | undefined {
  if (drag.id === drop.id) return undefined;
  if (position === 0) {
    if (CHILD_KIND[drop.kind] !== drag.kind) return undefined;
    return { parentId: drop.id, order: drop.children.filter((c) => c.id !== drag.id).length + 1 };
  }
  if (drop.kind !== drag.kind) return undefined;
  const siblings = childrenOf(nodes, drop.parentId).filter((c) => c.id !== drag.id);
  const index = siblings.findIndex((c) => c.id === drop.id);
  return { parentId: drop.parentId, order: index + (position < 0 ? 1 : 2) };
}

/** Where one step up (-1) or down (+1) among its siblings puts `node`, or undefined at an end. */
export function stepTarget(nodes: PermissionNode[], node: PermissionNode, step: -1 | 1): MoveTarget | undefined {
  const siblings = childrenOf(nodes, node.parentId);
  const index = siblings.findIndex((c) => c.id === node.id);
  const next = index + step;
  if (index < 0 || next < 0 || next >= siblings.length) return undefined;
  return { parentId: node.parentId, order: next + 1 };
}

/** The nodes that may become `node`'s parent (right kind, not itself). */
export function parentCandidates(nodes: PermissionNode[], node: PermissionNode): PermissionNode[] {
  const kind = PARENT_KIND[node.kind];
  return kind === null ? [] : flatten(nodes).filter((n) => n.kind === kind && n.id !== node.id);
}
