/**
 * @backoffice/console-ui: React 19 + Arco Design hooks and components for Backoffice Console.
 * The app imports Arco's CSS ('@arco-design/web-react/dist/css/arco.css') and '@backoffice/console-ui/style.css',
 * and runs `import '@arco-design/web-react/es/_util/react-19-adapter'` first in its entry.
 */
export * from './createConsole';
export * from './ConsoleProvider';
export * from './hooks';
export * from './icons/iconRegistry';
export { uiMessages } from './i18n/ui-messages';
export * from './LoginForm';
export * from './LanguageSwitch';
export * from './LogoutModal';
export * from './ConsoleLayout';
export * from './ConsoleRouter';
export * from './TabBar';
export * from './KeepAliveOutlet';
export * from './NotFoundPage';
export * from './SettingsDrawer';
export * from './Permission';
export * from './DictSelect';
export * from './DictTag';
export * from './usePagedList';
export * from './FormModal';
export * from './StaleEditPrompt';
export * from './ChangePasswordForm';
export * from './AutoSizeTextArea';
export * from './SearchForm';
export * from './PageCard';
export * from './download';
export * from './lazyWithPreload';
export * from './afterPaint';
