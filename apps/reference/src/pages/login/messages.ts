/** Strings of the login page. */
export const loginMessages = {
  'en-US': {
    'login.title': 'Login to Backoffice Console',
    'app.name': 'Backoffice Console',
    'login.subtitle': 'Projects, sessions and participants of moderated research, in one place.',
  },
  'zh-CN': {
    'login.title': '登录 Backoffice Console',
    'app.name': '后台管理控制台',
    'login.subtitle': '主持式研究的项目、场次与参与者，集中管理。',
  },
};
