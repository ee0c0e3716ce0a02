import type { Locale } from '@backoffice/console-core';

/**
 * console-ui's own strings (those core's i18n does not carry), in en-US and zh-CN.
 * `createConsole` registers them as an extra i18n resource; the 'ui.' prefix keeps them apart from core's keys.
 *
 * @example
 * createI18n({ storage, resources: [uiMessages] });
 */
export const uiMessages: Record<Locale, Record<string, string>> = {
  'en-US': {
    'ui.navbar.title': 'Backoffice Console',
    'ui.navbar.menu': 'Open menu',
    'ui.navbar.user': 'User menu',
    'ui.logout.title': 'Logout',
    'ui.logout.content': 'Are you sure you want to log out?',
    'ui.common.cancel': 'Cancel',
    'ui.menu.collapse': 'Collapse menu',
    'ui.menu.expand': 'Expand menu',
    'ui.tabs.label': 'Open tabs',
    'ui.tabs.actions': 'Tab actions',
    'ui.notFound.back': 'Back to home',
    'ui.footer.text': 'Backoffice Console',
    'ui.settings.copyFailed': 'Copy failed',
    'ui.form.save': 'Save',
    'ui.search.submit': 'Search',
    'ui.search.reset': 'Reset',
    'ui.stale.title': 'Someone else saved a newer version',
    'ui.stale.content': 'Your changes were not saved. Reload to see the latest version, then make your changes again.',
    'ui.stale.reload': 'Reload',
    'ui.stale.keep': 'Keep editing',
  },
  'zh-CN': {
    'ui.navbar.title': '后台管理控制台',
    'ui.navbar.menu': '打开菜单',
    'ui.navbar.user': '用户菜单',
    'ui.logout.title': '登出',
    'ui.logout.content': '确定要登出吗？',
    'ui.common.cancel': '取消',
    'ui.menu.collapse': '收起菜单',
    'ui.menu.expand': '展开菜单',
    'ui.tabs.label': '已打开的标签页',
    'ui.tabs.actions': '标签页操作',
    'ui.notFound.back': '返回首页',
    'ui.footer.text': '后台管理控制台',
    'ui.settings.copyFailed': '复制失败',
    'ui.form.save': '保存',
    'ui.search.submit': '查询',
    'ui.search.reset': '重置',
    'ui.stale.title': '他人已保存了更新的版本',
    'ui.stale.content': '您的修改未保存。请重新加载以查看最新版本，然后再次修改。',
    'ui.stale.reload': '重新加载',
    'ui.stale.keep': '继续编辑',
  },
};
