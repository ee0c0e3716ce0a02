import type { Locale, MessageTable } from '../i18n/types';
import type { MenuNode } from './types';

/**
 * The texts a server menu carries (`MenuNode.titles`), as message tables keyed by each node's `title`, for
 * `ConsoleI18n.addMessages`: a server-driven menu then shows its titles in every language without the
 * console defining them.
 *
 * @example
 * menuTitleMessages([{ path: 'setting', name: 'setting', title: 'menu.setting', titles: { 'en-US': 'Settings', 'zh-CN': '系统设置' } }]);
 * // { 'en-US': { 'menu.setting': 'Settings' }, 'zh-CN': { 'menu.setting': '系统设置' } }
 */
export function menuTitleMessages(menuTree: readonly MenuNode[]): Record<Locale, MessageTable> {
  const messages: Record<Locale, MessageTable> = { 'en-US': {}, 'zh-CN': {} };
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      for (const [locale, text] of Object.entries(node.titles ?? {}) as [Locale, string | undefined][]) {
        if (text && messages[locale]) messages[locale][node.title] = text;
      }
      visit(node.children ?? []);
    }
  };
  visit(menuTree);
  return messages;
}
