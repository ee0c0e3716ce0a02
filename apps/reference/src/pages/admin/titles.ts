/** Menu titles of the admin group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.admin': 'Admins',
    'menu.admin.adminList': 'Admin List',
  },
  'zh-CN': {
    'menu.admin': '管理员',
    'menu.admin.adminList': '管理员列表',
  },
};
