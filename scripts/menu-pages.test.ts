// "Add a page" (CONTRIBUTING.md) kept true across the two workspaces it spans: every menu entry a server module
// declares (apps/api, modules/<name>/module.ts) opens a page folder of the staff console
// (apps/reference/src/pages/<component>/index.tsx), and its group names the entry's menu title, and the
// directory's, in en-US and zh-CN (pages/<group>/titles.ts). A menu entry without a page would open the
// "not available" page in a tab; one without a title would show its i18n key.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../apps/api/src/modules/collect.js';

const pages = resolve(import.meta.dirname, '../apps/reference/src/pages');
type Titles = Record<'en-US' | 'zh-CN', Record<string, string>>;

async function titlesOf(group: string): Promise<Titles | undefined> {
  const file = resolve(pages, group, 'titles.ts');
  return existsSync(file) ? ((await import(file)) as { titles: Titles }).titles : undefined;
}

describe('every menu entry the server declares has its page and its titles in the staff console', () => {
  const tree = menuTree();

  it.each(
    tree.flatMap((dir) => dir.menus.map((menu) => [`${dir.path}/${menu.path}`, menu.component ?? `${dir.path}/${menu.path}`] as const)),
  )('%s opens pages/%s/index.tsx', (_route, component) => {
    expect(existsSync(resolve(pages, component, 'index.tsx'))).toBe(true);
  });

  it.each(tree.map((dir) => [dir.path, dir] as const))(
    'the %s group names its directory and every entry in both languages',
    async (path, dir) => {
      const titles = await titlesOf(path);
      const keys = [`menu.${path}`, ...dir.menus.map((menu) => `menu.${path}.${menu.path}`)];
      for (const locale of ['en-US', 'zh-CN'] as const) {
        expect(
          keys.filter((key) => !titles?.[locale][key]?.trim()),
          locale,
        ).toEqual([]);
      }
    },
  );
});
