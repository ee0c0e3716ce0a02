/**
 * @backoffice/console-ui: React 19 + Arco Design hooks and components for Backoffice Console.
 * The app's entry starts with `import '@backoffice/console-ui/setup';` (Arco's React 19 adapter and this package's
 * stylesheet) and imports Arco's CSS ('@arco-design/web-react/dist/css/arco.css', or per-component styles).
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
export * from './ForbiddenPage';
export * from './PageErrorBoundary';
export * from './PageSkeleton';
export * from './SettingsDrawer';
export * from './Permission';
export * from './DictSelect';
export * from './DictTag';
export * from './usePagedList';
export * from './ResourceList';
export * from './RowActions';
export * from './FormModal';
export * from './RecordFormModal';
export * from './StaleEditPrompt';
export * from './ChangePasswordForm';
export * from './PasswordStrength';
export * from './AutoSizeTextArea';
export * from './SearchForm';
export * from './QueryFilters';
export * from './PageCard';
export * from './download';
export * from './lazyWithPreload';
export * from './useResource';
export * from './MissingPage';
export * from './DateTime';
export * from './afterPaint';
export * from './ariaRepair';
// The engine's types (user info, login result, menu tree, tabs, settings, operation codes, the backend adapter...)
// and the few values a page needs, so a console built on console-ui imports console-core only for its
// framework-free parts. A list, not `export type *` (the declaration bundle would turn that into `export *`,
// values included); scripts/check-packages.mjs checks it names every type of core's. `LoginForm` here is the
// component: core's deprecated type of that name is not re-exported.
export type {
  KeyValueStorage,
  ToastInput,
  NoticeInput,
  ConfirmInput,
  Notifier,
  NotifierHub,
  Envelope,
  RequestFailureKind,
  EnvelopeClientOptions,
  EnvelopeClient,
  UserInfo,
  LoginCredentials,
  LoginResult,
  SessionApi,
  SessionState,
  SessionActions,
  SessionStore,
  SessionStoreOptions,
  RouteMeta,
  RouteRecord,
  RouteTarget,
  RouteListener,
  GuardLocation,
  GuardDecision,
  GuardSession,
  GuardSettings,
  GuardContext,
  GuardDeps,
  Guard,
  MenuNode,
  MenuAndOperate,
  MenuItemModel,
  TabEntry,
  TabState,
  TabActions,
  TabStore,
  TabStoreOptions,
  AppSettings,
  SettingsActions,
  SettingsStore,
  SettingsStoreOptions,
  BodyLike,
  LocaleLabels,
  LabelChoice,
  DictItem,
  DictEntry,
  DictState,
  DictStore,
  Locale,
  MessageTable,
  ConsoleI18n,
  ConsoleOperationCodes,
  OperationCode,
  Pagination,
  ListQuery,
  ListSortOrder,
  ListFilterKind,
  ListQueryShape,
  ListDensity,
  ListPreferences,
  ListPreferencesStore,
  ConsoleBackend,
  ConsoleApi,
  BackendPaths,
  EnvelopeClientSource,
  ConsoleBackendOptions,
  ResourceStore,
  RequestOptions,
  PasswordScore,
  PasswordRating,
  PasswordAssessment,
  PasswordScorer,
  ZxcvbnVerdict,
  DateTimeStyle,
  DateTimeFormatOptions,
  DateTimeValue,
} from '@backoffice/console-core';
export { API_PATHS, EnvelopeError, isStaleEdit, formatDateTime, viewerTimeZone } from '@backoffice/console-core';
export { LoginForm } from './LoginForm';
