// "Add a page" (CONTRIBUTING.md) kept true across the two workspaces it spans: every menu entry a server module
// declares (apps/api, modules/<name>/module.ts) opens a page folder of the staff console
// (apps/reference/src/pages/<component>/index.tsx), and names its title in en-US and zh-CN, which the menu
// carries to the console. A menu entry without a page would open the "not available" page in a tab; one
// without a title would show its i18n key.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../apps/api/src/modules/collect.js';
import { MENU_ICON_NAMES } from '../apps/api/src/modules/menu-icons.js';
import { MENU_ICONS } from '../packages/console-ui/src/icons/iconRegistry.js';

const pages = resolve(import.meta.dirname, '../apps/reference/src/pages');
const tree = menuTree();

describe('every menu entry the server declares has its page in the staff console and its title in both languages', () => {
  it.each(
    tree.flatMap((dir) => dir.menus.map((menu) => [`${dir.path}/${menu.path}`, menu.component ?? `${dir.path}/${menu.path}`] as const)),
  )('%s opens pages/%s/index.tsx', (_route, component) => {
    expect(existsSync(resolve(pages, component, 'index.tsx'))).toBe(true);
  });

  it.each(tree.map((dir) => [dir.path, dir] as const))('the %s directory and its entries have titles in en-US and zh-CN', (_path, dir) => {
    const untitled = [dir, ...dir.menus].filter((node) => !node.titles['en-US'].trim() || !node.titles['zh-CN'].trim());
    expect(untitled.map((node) => node.path)).toEqual([]);
  });
});

describe('every menu icon a module names is one the console renders (an unknown name renders nothing)', () => {
  it("the server's icon names (apps/api/src/modules/menu-icons.ts) are the kit's menu icons, no more, no fewer", () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
  });

  it.each(tree.map((dir) => [dir.path, dir.arcoIcon] as const))('the %s directory names %s, a menu icon of the kit', (_path, icon) => {
    expect(Object.keys(MENU_ICONS)).toContain(icon);
  });
});
