/** Menu titles of the demo group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.demo': 'Demo',
    'menu.demo.demo-table': 'Demo Table',
  },
  'zh-CN': {
    'menu.demo': '示例',
    'menu.demo.demo-table': '示例表格',
  },
};
