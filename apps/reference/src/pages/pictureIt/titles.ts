/** Menu titles of the pictureIt group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.pictureIt': 'Picture It',
    'menu.pictureIt.pictureItList': 'Picture It List',
  },
  'zh-CN': {
    'menu.pictureIt': '看图说话',
    'menu.pictureIt.pictureItList': '看图说话列表',
  },
};
