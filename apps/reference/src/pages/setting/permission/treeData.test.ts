import { describe, expect, it } from 'vitest';
import { permissionNode } from './permissionNodeFixture';
import { dropTarget, findNode, parentCandidates, stepTarget } from './treeData';

const node = permissionNode;
// dir 1 [menu 2 [op 3, op 4], menu 5], dir 6 [menu 7]
const tree = [
  node(1, 'directory', null, [node(2, 'menu', 1, [node(3, 'operation', 2), node(4, 'operation', 2)]), node(5, 'menu', 1)]),
  node(6, 'directory', null, [node(7, 'menu', 6)]),
];
const get = (id: number) => findNode(tree, id)!;

describe('permission tree moves', () => {
  it('drops inside only a parent of the right kind, at the end', () => {
    expect(dropTarget(tree, get(7), get(1), 0)).toEqual({ parentId: 1, order: 3 });
    expect(dropTarget(tree, get(3), get(5), 0)).toEqual({ parentId: 5, order: 1 });
    expect(dropTarget(tree, get(3), get(1), 0)).toBeUndefined();
    expect(dropTarget(tree, get(1), get(6), 0)).toBeUndefined();
  });

  it('drops before or after a sibling of the same kind, counting without the dragged node', () => {
    expect(dropTarget(tree, get(5), get(2), -1)).toEqual({ parentId: 1, order: 1 });
    expect(dropTarget(tree, get(2), get(5), 1)).toEqual({ parentId: 1, order: 2 });
    expect(dropTarget(tree, get(7), get(2), 1)).toEqual({ parentId: 1, order: 2 });
    expect(dropTarget(tree, get(6), get(1), -1)).toEqual({ parentId: null, order: 1 });
    expect(dropTarget(tree, get(3), get(2), -1)).toBeUndefined();
    expect(dropTarget(tree, get(2), get(2), 1)).toBeUndefined();
  });

  it('steps up and down among siblings, stopping at the ends', () => {
    expect(stepTarget(tree, get(4), -1)).toEqual({ parentId: 2, order: 1 });
    expect(stepTarget(tree, get(3), 1)).toEqual({ parentId: 2, order: 2 });
    expect(stepTarget(tree, get(3), -1)).toBeUndefined();
    expect(stepTarget(tree, get(6), 1)).toBeUndefined();
  });

  it('offers parents of the right kind only', () => {
    expect(parentCandidates(tree, get(7)).map((n) => n.id)).toEqual([1, 6]);
    expect(parentCandidates(tree, get(3)).map((n) => n.id)).toEqual([2, 5, 7]);
    expect(parentCandidates(tree, get(1))).toEqual([]);
  });
});
