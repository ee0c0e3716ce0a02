import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createI18n } from '../i18n/i18n';
import { menuTitleMessages } from './menuTitles';
import type { MenuNode } from './types';

const menu: MenuNode[] = [
  {
    path: 'setting',
    name: 'setting',
    title: 'menu.setting',
    titles: { 'en-US': 'Settings', 'zh-CN': '系统设置' },
    children: [
      {
        path: 'role',
        name: 'Role',
        title: 'menu.setting.role',
        titles: { 'en-US': 'Roles', 'zh-CN': '角色管理' },
        component: 'setting/role',
      },
      { path: 'added', name: 'Added', title: 'menu.setting.added', component: 'setting/added' },
    ],
  },
];

describe('menu titles sent with the server menu', () => {
  it('become message tables keyed by each node title, in every language given; nodes without texts add nothing', () => {
    expect(menuTitleMessages(menu)).toEqual({
      'en-US': { 'menu.setting': 'Settings', 'menu.setting.role': 'Roles' },
      'zh-CN': { 'menu.setting': '系统设置', 'menu.setting.role': '角色管理' },
    });
  });

  it("show in the console's language once added, while the console's own strings keep theirs", () => {
    const i18n = createI18n({ storage: createMemoryStorage(), resources: [{ 'en-US': { 'menu.setting': 'System' }, 'zh-CN': {} }] });
    i18n.addMessages(menuTitleMessages(menu));
    expect([i18n.t('menu.setting'), i18n.t('menu.setting.role'), i18n.t('menu.setting.added')]).toEqual([
      'System',
      'Roles',
      'menu.setting.added',
    ]);
    i18n.switchLocale('zh-CN');
    expect([i18n.t('menu.setting'), i18n.t('menu.setting.role')]).toEqual(['系统设置', '角色管理']);
    i18n.addMessages({ 'zh-CN': { 'menu.setting.role': '角色' } });
    expect(i18n.t('menu.setting.role')).toBe('角色管理');
    i18n.addMessages({ 'zh-CN': { 'menu.setting.role': '角色' } }, { overwrite: true });
    expect(i18n.t('menu.setting.role')).toBe('角色');
  });
});
