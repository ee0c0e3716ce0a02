/** Menu titles of the moderator group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.moderator': 'Moderators',
    'menu.moderator.moderatorList': 'Moderator List',
  },
  'zh-CN': {
    'menu.moderator': '主持人',
    'menu.moderator.moderatorList': '主持人列表',
  },
};
