import {
  browserStorage,
  createConsoleApi,
  createDictStore,
  createResourceStore,
  createEnvelopeClient,
  createI18n,
  createNotifierHub,
  createRouteListener,
  createSessionStore,
  createSettingsStore,
  createTabStore,
  DEFAULT_TAB,
  menuTitleMessages,
  getToken,
} from '@backoffice/console-core';
import type {
  AppSettings,
  ConsoleApi,
  ConsoleI18n,
  DictStore,
  EnvelopeClient,
  EnvelopeClientOptions,
  KeyValueStorage,
  Locale,
  MenuNode,
  NotifierHub,
  RouteListener,
  ResourceStore,
  SessionApi,
  SessionStore,
  SettingsStore,
  TabEntry,
  TabStore,
} from '@backoffice/console-core';
import { uiMessages } from '../i18n/ui-messages';
import type { ArcoIconComponent } from '../icons/iconRegistry';
import { createReloadStore, type ReloadStore } from './reloadStore';

/**
 * The axios adapter type, without a direct dependency on axios.
 *
 * @example
 * createConsole({ adapter: async (config) => ({ data: { code: 200, message: 'ok', result: null }, status: 200, statusText: 'OK', headers: {}, config }) });
 */
export type HttpAdapter = NonNullable<EnvelopeClientOptions['adapter']>;

/**
 * Options of {@link createConsole}; every field has a sensible default.
 *
 * @example
 * const options: CreateConsoleOptions = { baseURL: 'https://api.example.com', settings: { menuFromServer: false } };
 */
export interface CreateConsoleOptions {
  /** The fixed API host; '' (default) is same origin. */
  baseURL?: string;
  /** Where token, locale, dictionaries and settings live; default `browserStorage()`. */
  storage?: KeyValueStorage;
  /** An axios adapter (tests and stories use an in-memory one). */
  adapter?: HttpAdapter;
  /** Extra i18n resources (the app's page strings). console-ui's own strings are always added. */
  resources?: Record<Locale, Record<string, string>>[];
  /** Starting settings (e.g. the app's settings.json) before stored preferences apply. */
  settings?: Partial<AppSettings>;
  /**
   * The console's home route: where signing in goes (`useLoginRedirect`) and the first tab, which cannot be
   * closed. Default core's `DEFAULT_TAB.fullPath`, '/dashboard/workplace'. Your server's menu must offer it (the
   * conformance kit's `menu.home` check, with `home`).
   */
  home?: string;
  /** The opening tab, when it needs more than `home` (a title of its own); default the `home` tab titled "Home". */
  defaultTab?: TabEntry;
  /**
   * The page where a user whose password is a one-time one changes it (e.g. '/setting/resetPassword', a page of
   * your menu showing `ChangePasswordForm`). Given, the kit holds such a user there: signing in goes there, the
   * guard sends every other page there and the menu offers only it, until the password is changed.
   */
  changePasswordPath?: string;
  /**
   * Force the role to 'admin' once own info loads, whatever the server sends. Default false: role checks use
   * the server's role. The Backoffice staff console turns it on because its behaviour asks for it.
   */
  forceAdminRole?: boolean;
  /** Show "Switch Roles" (toggles the role between user and admin) in the navbar's user menu. Default false. */
  roleSwitch?: boolean;
  /**
   * Show the "Menu From Server" switch in the settings drawer. Default false: a console whose menu comes from
   * the server keeps it that way (turned off, a console with no `appRoutes` would have no menu).
   */
  serverMenuSwitch?: boolean;
  /** Overrides of the server calls (defaults POST the contract's paths through the envelope client: docs/behaviour.md#72-calls-the-kit-makes). */
  api?: Partial<ConsoleApi>;
  /** Icons your server's menu nodes may name (`arcoIcon`) besides the kit's MENU_ICONS, by name. */
  menuIcons?: Readonly<Record<string, ArcoIconComponent>>;
  /** Runs after every logout, after the bundle cleared listeners and the server menu. */
  onLogout?: () => void;
  /** The 'Re-Login' action of the logout-on-code modal; default log out then reload the page. */
  onReLogin?: () => void | Promise<void>;
}

/**
 * The optional parts of the console's own screens, as `createConsole` was asked for them.
 *
 * @example
 * const { roleSwitch } = useConsole().features;
 */
export interface ConsoleFeatures {
  /** "Switch Roles" in the navbar's user menu. */
  roleSwitch: boolean;
  /** The "Menu From Server" switch in the settings drawer. */
  serverMenuSwitch: boolean;
}

/**
 * Everything a console needs, built once and handed to `ConsoleProvider`.
 *
 * @example
 * const { session, settings, tabs }: ConsoleBundle = createConsole();
 */
export interface ConsoleBundle {
  storage: KeyValueStorage;
  notifier: NotifierHub;
  i18n: ConsoleI18n;
  client: EnvelopeClient;
  /** The kit's calls: login, logout, selfInfo, menuAndOperate, dictAll (docs/behaviour.md#72-calls-the-kit-makes). */
  api: ConsoleApi;
  session: SessionStore;
  settings: SettingsStore;
  tabs: TabStore;
  dict: DictStore;
  /** Tells listeners about every route the console moves to (e.g. analytics); `listen(fn)` answers the unsubscribe. */
  routeListener: RouteListener;
  /** @deprecated The same listener as {@link ConsoleBundle.routeListener} (it is not a list of routes); kept for one release. */
  routes: RouteListener;
  /** Reload counters per tab fullPath (a tab reload is a key change). */
  reloads: ReloadStore;
  /** Which optional parts of the layout show (all off unless asked for). */
  features: ConsoleFeatures;
  /** The console's home route (`CreateConsoleOptions.home`). */
  home: string;
  /** Where a user with a one-time password is held (`CreateConsoleOptions.changePasswordPath`), when given. */
  changePasswordPath?: string;
  /**
   * The console's own menu icons (`CreateConsoleOptions.menuIcons`). Menus look a name up here, then in the kit's
   * MENU_ICONS, which load with the signed-in layout (the sign-in page does not download them).
   */
  menuIcons: Readonly<Record<string, ArcoIconComponent>>;
  /** Versions of the console's data by resource: a write sent with `{ invalidates }` makes its readers fetch again. */
  resourceVersions: ResourceStore;
}

/**
 * Builds the console bundle from core with sensible defaults: storage, notifier hub, i18n (core + console-ui
 * strings + yours), the envelope client, and the session, settings, tab and dictionary stores.
 *
 * @example
 * const bundle = createConsole({ baseURL: 'https://api.example.com', resources: [pageMessages] });
 * root.render(<BrowserRouter><ConsoleProvider console={bundle}><App /></ConsoleProvider></BrowserRouter>);
 */
export function createConsole(options: CreateConsoleOptions = {}): ConsoleBundle {
  const storage = options.storage ?? browserStorage();
  const notifier = createNotifierHub();
  const i18n = createI18n({ storage, resources: [uiMessages, ...(options.resources ?? [])] });
  const translate = (key: string) => i18n.t(key);
  // eslint-disable-next-line prefer-const -- assigned after the client that refers to it
  let session: SessionStore | undefined;
  const resourceVersions = createResourceStore();
  const client = createEnvelopeClient({
    baseURL: options.baseURL ?? '',
    resourceVersions,
    getToken: () => getToken(storage),
    notifier,
    translate,
    getLocale: () => i18n.locale(),
    onReLogin:
      options.onReLogin ??
      (async () => {
        await session?.getState().logout();
        globalThis.location?.reload();
      }),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const api = { ...createConsoleApi(client), ...options.api };
  const sessionApi: SessionApi = { login: api.login, logout: api.logout, selfInfo: api.selfInfo };
  const routes = createRouteListener();
  const settings = createSettingsStore({
    storage,
    notifier,
    translate,
    fetchServerMenu: () => api.menuAndOperate(),
    ...(options.settings ? { initial: options.settings } : {}),
  });
  // Titles the server menu carries become strings before the menu renders (this listener runs before React's).
  const addMenuTitles = (menu: readonly MenuNode[]) => i18n.addMessages(menuTitleMessages(menu));
  addMenuTitles(settings.getState().serverMenu);
  settings.subscribe((state, previous) => {
    if (state.serverMenu !== previous.serverMenu) addMenuTitles(state.serverMenu);
  });
  const home = options.home ?? DEFAULT_TAB.fullPath;
  const tabs = createTabStore({ defaultTab: options.defaultTab ?? { ...DEFAULT_TAB, fullPath: home } });
  session = createSessionStore({
    api: sessionApi,
    storage,
    forceAdminRole: options.forceAdminRole ?? false,
    onLogout: () => {
      routes.clear();
      settings.getState().clearServerMenu();
      tabs.getState().reset();
      options.onLogout?.();
    },
    // The server sends the new session's menu with the login result: keep it, so the guard does not fetch
    // it again right after signing in. Without one, drop any earlier user's menu; the guard fetches it.
    onLogin: (result) => {
      if (result.menuAndOperate) settings.getState().setServerMenu(result.menuAndOperate);
      else settings.getState().clearServerMenu();
    },
  });
  const dict = createDictStore({
    storage,
    fetchAll: () => api.dictAll({}),
  });
  const features: ConsoleFeatures = { roleSwitch: options.roleSwitch ?? false, serverMenuSwitch: options.serverMenuSwitch ?? false };
  return {
    storage,
    notifier,
    i18n,
    client,
    api,
    session,
    settings,
    tabs,
    dict,
    routes,
    routeListener: routes,
    reloads: createReloadStore(),
    features,
    home,
    ...(options.changePasswordPath ? { changePasswordPath: options.changePasswordPath } : {}),
    resourceVersions,
    menuIcons: options.menuIcons ?? {},
  };
}
