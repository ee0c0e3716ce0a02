import { readdirSync, existsSync } from 'node:fs';
import type { APIRequestContext } from './fixtures';
import { adminToken, call } from './admin-api';

// The pages a spec walks: the admin's menu as the server sends it, grouped by the console's page directories so a
// spec can give each directory its own test (the directories are known when Playwright lists the tests; the
// server's menu only once it runs).

const PAGES_DIR = new URL('../../apps/reference/src/pages/', import.meta.url);

/**
 * The reference console's page directories (`setting` for `pages/setting/role/index.tsx`): every directory a
 * server menu can name, since a menu node's component is the page folder that renders it.
 */
export function consolePageDirectories(): string[] {
  return readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .filter((dir) =>
      readdirSync(new URL(`${dir.name}/`, PAGES_DIR)).some((page) => existsSync(new URL(`${dir.name}/${page}/index.tsx`, PAGES_DIR))),
    )
    .map((dir) => dir.name)
    .sort();
}

interface MenuNode {
  path: string;
  isShow: 0 | 1;
  children: MenuNode[];
}

/**
 * The URL of every entry the admin's menu shows, by directory (`setting` -> ['/setting/role', ...]), as the server
 * sends the menu. Hidden entries (edit and detail pages) need a record and are left to the spec.
 */
export async function adminMenuPages(request: APIRequestContext): Promise<Map<string, string[]>> {
  const menu = await call<{ menuTree: MenuNode[] }>(request, await adminToken(request), '/api/admin/self/menuAndOperate', {});
  return new Map(
    menu.menuTree.map((dir) => [dir.path, dir.children.filter((entry) => entry.isShow === 1).map((entry) => `/${dir.path}/${entry.path}`)]),
  );
}
