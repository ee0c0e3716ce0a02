import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '@backoffice/api/contract';
import { permissionNode } from '../permission/permissionNodeFixture';
import { halfCheckedOf, idsToSave, keysToCheck } from './checkedKeys';

const node = (id: number, kind: PermissionNode['kind'], children: PermissionNode[] = []) => permissionNode(id, kind, null, children);
const tree = [node(1, 'directory', [node(2, 'menu', [node(3, 'operation'), node(4, 'operation')]), node(5, 'menu')])];

describe('role permission checked keys', () => {
  it('checks only wholly granted subtrees, so a partly granted menu shows half-checked', () => {
    expect(keysToCheck(tree, new Set([1, 2, 3]))).toEqual(['3']);
    expect(keysToCheck(tree, new Set([1, 2, 3, 4]))).toEqual(['3', '4', '2']);
    expect(keysToCheck(tree, new Set([1, 2, 3, 4, 5])).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(keysToCheck(tree, new Set())).toEqual([]);
  });

  it('saves checked and half-checked keys as sorted ids', () => {
    expect(idsToSave(['3', '5'], ['2', '1', '3'])).toEqual([1, 2, 3, 5]);
  });

  it('derives the half-checked parents of a stored set, so saving unchanged keeps it', () => {
    const checked = keysToCheck(tree, new Set([1, 2, 3]));
    expect(halfCheckedOf(tree, checked)).toEqual(['2', '1']);
    expect(idsToSave(checked, halfCheckedOf(tree, checked))).toEqual([1, 2, 3]);
  });
});
