/** Strings of the "Microsoft account" section of the own-account page (Microsoft sign-in slice). */
export const msAccountMessages = {
  'en-US': {
    'account.ms.title': 'Microsoft account',
    'account.ms.bound': 'Linked to {{label}} since {{date}}.',
    'account.ms.boundNoLabel': 'A Microsoft account is linked since {{date}}.',
    'account.ms.none': 'No Microsoft account is linked. Use "Sign in with Microsoft" on the sign-in page to link one.',
    'account.ms.remove': 'Unlink',
    'account.ms.removeConfirm': 'Unlink this Microsoft account? You will then sign in with your password until you link one again.',
    'account.ms.removed': 'Microsoft account unlinked',
  },
  'zh-CN': {
    'account.ms.title': 'Microsoft 账号',
    'account.ms.bound': '自 {{date}} 起已关联 {{label}}。',
    'account.ms.boundNoLabel': '自 {{date}} 起已关联一个 Microsoft 账号。',
    'account.ms.none': '尚未关联 Microsoft 账号。可在登录页使用“使用 Microsoft 登录”进行关联。',
    'account.ms.remove': '取消关联',
    'account.ms.removeConfirm': '确定取消关联此 Microsoft 账号？之后需使用密码登录，直到再次关联。',
    'account.ms.removed': '已取消关联 Microsoft 账号',
  },
};
