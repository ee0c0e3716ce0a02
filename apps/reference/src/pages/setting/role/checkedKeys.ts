// The role drawer's Tree runs in linked mode (checking a menu checks its operations), where a
// checked parent implies all its children. So a stored set is shown by checking only the nodes
// whose whole subtree is granted, and saved as the checked plus half-checked keys.
import type { PermissionNode } from '@backoffice/api/contract';

/** Keys to pass as `checkedKeys`: granted nodes whose descendants are all granted too. */
export function keysToCheck(nodes: PermissionNode[], granted: ReadonlySet<number>): string[] {
  const keys: string[] = [];
  const whole = (node: PermissionNode): boolean => {
    const childrenWhole = node.children.map(whole).every(Boolean);
    const isWhole = granted.has(node.id) && childrenWhole;
    if (isWhole) keys.push(String(node.id));
    return isWhole;
  };
  nodes.forEach(whole);
  return keys;
}

/** The permission ids to save: checked and half-checked keys, deduplicated and sorted. */
export function idsToSave(checked: readonly string[], halfChecked: readonly string[]): number[] {
  return [...new Set([...checked, ...halfChecked].map(Number))].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
}

/** The keys the Tree shows half-checked for `checked`: not checked themselves, with some checked descendant. */
export function halfCheckedOf(nodes: PermissionNode[], checked: readonly string[]): string[] {
  const on = new Set(checked);
  const keys: string[] = [];
  const walk = (node: PermissionNode): boolean => {
    const below = node.children.map(walk).some(Boolean);
    const key = String(node.id);
    if (below && !on.has(key)) keys.push(key);
    return below || on.has(key);
  };
  nodes.forEach(walk);
  return keys;
}
