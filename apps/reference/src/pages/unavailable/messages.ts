/** Strings of the page shown for a menu entry this build has no page for yet. */
export const unavailableMessages = {
  'en-US': {
    'unavailable.title': 'This page is not available yet',
    'unavailable.subtitle': 'The server lists it in your menu, but this version of the console does not include it.',
    'unavailable.home': 'Back to the dashboard',
  },
  'zh-CN': {
    'unavailable.title': '该页面暂不可用',
    'unavailable.subtitle': '服务端菜单中包含此页面，但当前版本的控制台尚未提供。',
    'unavailable.home': '返回工作台',
  },
};
