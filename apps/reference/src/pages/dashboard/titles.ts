/** Menu titles of the dashboard group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.dashboard': 'Dashboard',
    'menu.dashboard.workplace': 'Data Overview',
  },
  'zh-CN': {
    'menu.dashboard': '仪表盘',
    'menu.dashboard.workplace': '数据概览',
  },
};
