import { describe, expect, it } from 'vitest';
import { PERMISSION_ERROR, checkRoles, hasOperation } from './permission';

// see docs/behaviour.md#52-role-check, docs/behaviour.md#62-menus-and-operation-codes
describe('permission checks (behaviour §5.2, §6)', () => {
  it("§5 the role directive needs an array: otherwise 'need roles! Like v-permission=[...]'", () => {
    expect(PERMISSION_ERROR).toBe('need roles! Like v-permission=[...]');
    expect(() => checkRoles('admin', 'admin')).toThrow(new Error(PERMISSION_ERROR));
    expect(() => checkRoles(undefined, 'admin')).toThrow(PERMISSION_ERROR);
  });

  it("§5 an element is removed when the list is non-empty and lacks the user's role", () => {
    expect(checkRoles(['admin'], 'user')).toBe(false);
    expect(checkRoles(['admin', 'user'], 'user')).toBe(true);
    expect(checkRoles([], 'user')).toBe(true);
  });

  it('§6 the operate list decides which operations are visible', () => {
    const operateList = ['project:add', 'project:edit'];
    expect(hasOperation(operateList, 'project:add')).toBe(true);
    expect(hasOperation(operateList, 'project:delete')).toBe(false);
    expect(hasOperation(operateList, ['project:delete', 'project:edit'])).toBe(true);
    expect(hasOperation(operateList, ['project:delete', 'project:edit'], 'all')).toBe(false);
    expect(hasOperation(operateList, ['project:add', 'project:edit'], 'all')).toBe(true);
    expect(hasOperation([], [])).toBe(true);
  });
});
