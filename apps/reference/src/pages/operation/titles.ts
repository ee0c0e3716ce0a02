/** Menu titles of the operation group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.operation': 'Operation',
    'menu.operation.admin': 'Project List',
  },
  'zh-CN': {
    'menu.operation': '运营',
    'menu.operation.admin': '项目列表',
  },
};
