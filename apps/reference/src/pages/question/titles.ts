/** Menu titles of the question group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.question': 'Questions',
    'menu.question.questionList': 'Question List',
  },
  'zh-CN': {
    'menu.question': '题目',
    'menu.question.questionList': '题目列表',
  },
};
