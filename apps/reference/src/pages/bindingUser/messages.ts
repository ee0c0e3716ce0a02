/** Strings of the binding screen (/bindingUser). */
export const bindingUserMessages = {
  'en-US': {
    'menu.bindingUser': 'Bind User',
    'bindingUser.intro':
      'Your Microsoft account is not linked to a staff account yet. Sign in once with your staff username and password to link them.',
    'bindingUser.signedInAs': 'Microsoft account: {{label}}',
    'bindingUser.submit': 'Link and sign in',
    'bindingUser.expired.title': 'This Microsoft sign-in has expired',
    'bindingUser.expired.text':
      'Linking must be finished within a few minutes, in the browser where it began. Please start the Microsoft sign-in again.',
    'bindingUser.startAgain': 'Start again',
    'bindingUser.backToLogin': 'Back to sign-in',
    'bindingUser.loading': 'Checking your sign-in…',
  },
  'zh-CN': {
    'menu.bindingUser': '绑定用户',
    'bindingUser.intro': '您的 Microsoft 账号尚未关联员工账号。请使用员工用户名和密码登录一次以完成关联。',
    'bindingUser.signedInAs': 'Microsoft 账号：{{label}}',
    'bindingUser.submit': '关联并登录',
    'bindingUser.expired.title': '本次 Microsoft 登录已过期',
    'bindingUser.expired.text': '关联需在几分钟内、在发起登录的同一浏览器中完成。请重新开始 Microsoft 登录。',
    'bindingUser.startAgain': '重新开始',
    'bindingUser.backToLogin': '返回登录',
    'bindingUser.loading': '正在检查登录状态…',
  },
};
