/** Menu titles of the setting group: its directory and the pages in it, as the server's menu names them. */
export const titles = {
  'en-US': {
    'menu.setting': 'Settings',
    'menu.setting.permission': 'Permissions',
    'menu.setting.role': 'Roles',
    'menu.setting.dict': 'Dictionaries',
    'menu.setting.dictItem': 'Dictionary Items',
    'menu.setting.verifyCode': 'Verification Codes',
    'menu.setting.resetPassword': 'Change Password',
    'menu.setting.agreement': 'Protocol Management',
    'menu.setting.file': 'File Management',
    'menu.setting.auditLog': 'Audit Log',
  },
  'zh-CN': {
    'menu.setting': '系统设置',
    'menu.setting.permission': '权限管理',
    'menu.setting.role': '角色管理',
    'menu.setting.dict': '字典管理',
    'menu.setting.dictItem': '字典项管理',
    'menu.setting.verifyCode': '验证码管理',
    'menu.setting.resetPassword': '修改密码',
    'menu.setting.agreement': '协议管理',
    'menu.setting.file': '文件管理',
    'menu.setting.auditLog': '审计日志',
  },
};
