/** Menu titles of the client group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.client': 'Clients',
    'menu.client.clientList': 'Client List',
  },
  'zh-CN': {
    'menu.client': '客户',
    'menu.client.clientList': '客户列表',
  },
};
