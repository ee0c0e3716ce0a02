import type { MessageTable } from './types';

/**
 * English core messages (default and fallback locale). Keys must match `zh-CN.ts` exactly.
 * @example
 * enUS['settings.copySettings']; // 'Copy Settings'
 */
export const enUS: MessageTable = {
  // Requests and session (docs/behaviour.md#8-errors-and-messages)
  'request.error.default': 'Error',
  'request.error.request': 'Request Error',
  'request.error.network': 'Network error, please check your connection',
  'request.error.timeout': 'The request timed out, please try again',
  'request.error.abort': 'The request was cancelled',
  'logout.confirm.title': 'Confirm logout',
  'logout.confirm.content': 'You have been logged out, you can cancel to stay on this page, or log in again',
  'logout.confirm.ok': 'Re-Login',
  'logout.confirm.cancel': 'Cancel',
  'menu.fetch.failed': 'failed to get menu, please check user roles and permissions',
  // Login (docs/behaviour.md#51-login-form)
  'login.form.title': 'Sign in',
  'login.form.userName.errMsg': 'Username cannot be empty',
  'login.form.password.errMsg': 'Password cannot be empty',
  'login.form.login.errMsg': 'Login error, refresh and try again',
  'login.form.login.success': 'welcome to use',
  'login.form.userName.placeholder': 'Username',
  'login.form.password.placeholder': 'Password',
  'login.form.login': 'Login',
  'login.form.msLogin': 'Sign in with Microsoft',
  'login.bindingUser.title': 'Bind your account',
  // Navbar
  'navbar.logout': 'Logout',
  'navbar.settings': 'Settings',
  'navbar.theme.toLight': 'Click to use light mode',
  'navbar.theme.toDark': 'Click to use dark mode',
  'navbar.language': 'Language',
  'navbar.switchRoles': 'Switch Roles',
  'navbar.action.locale': 'Switch language',
  'locale.switched': 'Language switched to English',
  'locale.en-US': 'English',
  'locale.zh-CN': '中文',
  // Settings drawer (docs/behaviour.md#26-settings-drawer)
  'settings.title': 'Settings',
  'settings.content': 'Content Settings',
  'settings.navbar': 'Navbar',
  'settings.menu': 'Menu',
  'settings.topMenu': 'Top Menu',
  'settings.footer': 'Footer',
  'settings.tabBar': 'Tab Bar',
  'settings.menuFromServer': 'Menu From Server',
  'settings.menuWidth': 'Menu Width (px)',
  'settings.otherSettings': 'Other Settings',
  'settings.colorWeak': 'Color Weak',
  'settings.themeColor': 'Theme Color',
  'settings.alertContent': 'These settings only last for this browser; click "Copy Settings" to keep them in the project configuration.',
  'settings.copySettings': 'Copy Settings',
  'settings.copySettings.message': 'Copy succeeded, please paste it into the settings file.',
  'settings.close': 'Close',
  // Tab bar actions
  'tabBar.tags.reload': 'Reload',
  'tabBar.tags.closeCurrent': 'Close',
  'tabBar.tags.closeOther': 'Close Others',
  'tabBar.tags.closeLeft': 'Close Left',
  'tabBar.tags.closeRight': 'Close Right',
  'tabBar.tags.closeAll': 'Close All',
  // Pagination (docs/behaviour.md#9-constants-and-limits)
  'pagination.goto': 'Go To',
  // Menu titles of the routes (docs/behaviour.md#2-screens-and-routes)
  'menu.login': 'Login',
  'menu.notFound': 'Page Not Found',
  'menu.forbidden': 'No Access',
  'menu.redirect': 'Redirect',
  'menu.home': 'Home',
};
