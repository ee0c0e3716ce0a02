/** Strings of the login page. */
export const loginMessages = {
  'en-US': {
    'login.banner.title': 'Backoffice Console',
    'login.banner.subtitle': 'Projects, sessions and participants of moderated research, in one place.',
  },
  'zh-CN': {
    'login.banner.title': '后台管理控制台',
    'login.banner.subtitle': '主持式研究的项目、场次与参与者，集中管理。',
  },
};
