/** Strings of the workplace (data overview) page. */
export const workplaceMessages = {
  'en-US': {
    'workplace.welcome': 'Welcome back, {{name}}',
    'workplace.account': 'Your account',
    'workplace.account.username': 'Username',
    'workplace.account.type': 'Account type',
    'workplace.account.roles': 'Roles',
    'workplace.shortcuts': 'Go to',
  },
  'zh-CN': {
    'workplace.welcome': '欢迎回来，{{name}}',
    'workplace.account': '我的账号',
    'workplace.account.username': '用户名',
    'workplace.account.type': '账号类型',
    'workplace.account.roles': '角色',
    'workplace.shortcuts': '快捷入口',
  },
};
