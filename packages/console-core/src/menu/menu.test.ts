import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../routing/types';
import { findMenuTrail, menuTreeToRoutes, resolveView, routesToMenuItems } from './menu';
import type { MenuNode } from './types';

const tree: MenuNode[] = [
  {
    path: '/setting/',
    name: 'setting',
    title: 'menu.setting',
    arcoIcon: 'icon-settings',
    isShow: 1,
    order: 2,
    children: [
      { path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role/index', isShow: 1 },
      { path: 'dictItem', name: 'DictItem', title: 'menu.setting.dictItem', component: 'setting/dictItem/index', isShow: 0 },
    ],
  },
  { path: 'hidden', name: 'hidden', title: 'menu.hidden', isShow: 0 },
];

// see docs/behaviour.md#23-menu-from-the-server, docs/behaviour.md#33-menu-node-and-menu-answer
describe('menu mapper (behaviour §2.3, §3.3)', () => {
  it('§2 each top-level node becomes a route at /{path} with its children nested', () => {
    const routes = menuTreeToRoutes(tree);
    expect(routes.map((r) => r.path)).toEqual(['/setting', '/hidden']);
    expect(routes[0]!.children!.map((c) => c.path)).toEqual(['role', 'dictItem']);
  });

  it('§2 title, icon (arcoIcon) and visibility come from the node; isShow 0 hides it', () => {
    const [setting, hidden] = menuTreeToRoutes(tree);
    expect(setting!.meta).toMatchObject({ title: 'menu.setting', icon: 'icon-settings', hideInMenu: false, requiresAuth: true, order: 2 });
    expect(setting!.children![1]!.meta!.hideInMenu).toBe(true);
    expect(hidden!.meta!.hideInMenu).toBe(true);
  });

  it("§2 a child's view is found by its component path", () => {
    const child = menuTreeToRoutes(tree)[0]!.children![0]!;
    expect(child.component).toBe('setting/role/index');
    const registry = { 'setting/role': 'RolePage', 'setting/dict/index.tsx': 'DictPage' };
    expect(resolveView(registry, child.component!)).toBe('RolePage');
    expect(resolveView(registry, '/views/setting/dict/index.vue')).toBe('DictPage');
    expect(resolveView(registry, 'nowhere')).toBeUndefined();
  });

  const appRoutes: RouteRecord[] = [
    {
      path: '/projectMgt',
      name: 'projectMgt',
      meta: { title: 'menu.projectMgt', order: 2, icon: 'icon-folder' },
      children: [
        { path: 'projectList', name: 'ProjectList', meta: { title: 'menu.projectMgt.projectList' } },
        { path: 'myProjects', name: 'MyProjects', meta: { title: 'menu.projectMgt.myProjects' } },
        { path: 'projectMyDetail/:id', name: 'ProjectMyDetail', meta: { hideInMenu: true, activeMenu: 'MyProjects' } },
        { path: 'projectDetail/:id', name: 'ProjectDetail', meta: { hideInMenu: true } },
      ],
    },
    {
      path: '/dashboard',
      name: 'dashboard',
      meta: { title: 'menu.dashboard', order: 1 },
      children: [{ path: 'workplace', name: 'Workplace', meta: { title: 'menu.dashboard.workplace' } }],
    },
    {
      path: '/admin',
      name: 'admin',
      meta: { requiresAuth: true, roles: ['admin'], order: 3 },
      children: [{ path: 'adminList', name: 'AdminList', meta: { requiresAuth: true, roles: ['admin'] } }],
    },
    { path: '/empty', name: 'empty', meta: { order: 4 }, children: [{ path: 'x', name: 'X', meta: { hideInMenu: true } }] },
  ];

  it('§6 menu items are the visible, permitted routes sorted by order', () => {
    expect(routesToMenuItems(appRoutes, 'user')).toEqual([
      {
        key: '/dashboard',
        name: 'dashboard',
        title: 'menu.dashboard',
        children: [{ key: '/dashboard/workplace', name: 'Workplace', title: 'menu.dashboard.workplace' }],
      },
      {
        key: '/projectMgt',
        name: 'projectMgt',
        title: 'menu.projectMgt',
        icon: 'icon-folder',
        children: [
          { key: '/projectMgt/projectList', name: 'ProjectList', title: 'menu.projectMgt.projectList' },
          { key: '/projectMgt/myProjects', name: 'MyProjects', title: 'menu.projectMgt.myProjects' },
        ],
      },
    ]);
    expect(routesToMenuItems(appRoutes, 'admin').map((i) => i.key)).toEqual(['/dashboard', '/projectMgt', '/admin']);
    expect(routesToMenuItems(appRoutes).map((i) => i.title)).toEqual(['menu.dashboard', 'menu.projectMgt', 'admin']);
  });

  it("§2 the 'my' variants highlight the MyProjects menu entry; other pages their closest menu entry", () => {
    const items = routesToMenuItems(appRoutes, 'admin');
    expect(findMenuTrail(items, '/dashboard/workplace')).toEqual(['/dashboard', '/dashboard/workplace']);
    expect(findMenuTrail(items, '/projectMgt/projectMyDetail/7', appRoutes)).toEqual(['/projectMgt', '/projectMgt/myProjects']);
    expect(findMenuTrail(items, '/projectMgt/projectDetail/7?x=1', appRoutes)).toEqual(['/projectMgt']);
    expect(findMenuTrail(items, '/nowhere/deep')).toEqual([]);
  });

  it("§2 a server menu's hidden 'my' entry carries activeMenu, so it highlights MyProjects", () => {
    const serverTree: MenuNode[] = [
      {
        path: 'projectMgt',
        name: 'projectMgt',
        title: 'menu.projectMgt',
        isShow: 1,
        children: [
          { path: 'projectList', name: 'ProjectMgtList', title: 'menu.projectMgt.projectList', isShow: 1 },
          { path: 'myProjects', name: 'MyProjects', title: 'menu.projectMgt.myProjects', isShow: 1 },
          {
            path: 'projectMyDetail',
            name: 'ProjectMyDetail',
            title: 'menu.projectMgt.projectMyDetail',
            isShow: 0,
            activeMenu: 'MyProjects',
          },
        ],
      },
    ];
    const routes = menuTreeToRoutes(serverTree);
    expect(routes[0]!.children![2]!.meta!.activeMenu).toBe('MyProjects');
    const items = routesToMenuItems(routes, 'admin');
    expect(findMenuTrail(items, '/projectMgt/projectMyDetail', routes)).toEqual(['/projectMgt', '/projectMgt/myProjects']);
  });
});
