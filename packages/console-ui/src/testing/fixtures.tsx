import { createContext, useContext, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, DEFAULT_TAB, type AppSettings, type TabEntry, type UserInfo } from '@backoffice/console-core';
import { ConsoleProvider } from '../ConsoleProvider/ConsoleProvider';
import { createConsole, type ConsoleBundle, type CreateConsoleOptions } from '../createConsole/createConsole';
import { createFakeServer, FAKE_MENU, FAKE_USER, type FakeServer, type FakeServerOptions } from './fakeServer';
import { FIXTURE_MESSAGES } from './fixtureMessages';

export { FAKE_MENU, FAKE_USER, FAKE_DICTS, FAKE_PROJECTS } from './fakeServer';
export { FIXTURE_MESSAGES } from './fixtureMessages';
export { FIXTURE_APP_ROUTES, FIXTURE_PAGES, FixtureLoginPage, resolveFixturePage } from './pages';

/** Options of {@link createFakeConsole}. */
export interface FakeConsoleOptions extends FakeServerOptions {
  /** Signed in with a token (and, with `loaded`, user info + server menu already present). */
  signedIn?: boolean;
  loaded?: boolean;
  role?: string;
  /** With `loaded`: fields of the signed-in user over the fixture's (e.g. `mustChangePassword`). */
  user?: Partial<UserInfo>;
  locale?: 'en-US' | 'zh-CN';
  settings?: Partial<AppSettings>;
  /** Tabs opened before the story renders. */
  tabs?: TabEntry[];
  /** Optional parts of the console's screens, as a console would pass them to `createConsole`. */
  features?: Pick<CreateConsoleOptions, 'roleSwitch' | 'serverMenuSwitch' | 'forceAdminRole' | 'changePasswordPath' | 'home'>;
}

const tab = (fullPath: string, name: string, title: string, ignoreCache = false): TabEntry => ({
  fullPath,
  name,
  title,
  query: {},
  ignoreCache,
});

/** A few tabs over the fixture pages. */
export const FIXTURE_TABS: TabEntry[] = [
  tab('/projectMgt/projectList', 'ProjectList', 'menu.projectMgt.projectList'),
  tab('/projectMgt/myProjects', 'MyProjects', 'menu.projectMgt.myProjects'),
  tab('/setting/role', 'Role', 'menu.setting.role'),
  tab('/setting/dict', 'Dict', 'menu.setting.dict', true),
];

/** A console bundle over an in-memory storage and the fake server. */
export interface FakeConsole {
  bundle: ConsoleBundle;
  server: FakeServer;
}

/**
 * Builds a console bundle for stories and tests: memory storage, fake back end, optional signed-in user.
 * @example
 * const { bundle, server } = createFakeConsole({ signedIn: true, loaded: true });
 */
export function createFakeConsole(options: FakeConsoleOptions = {}): FakeConsole {
  const server = createFakeServer(options);
  const initial: Record<string, string> = {};
  if (options.signedIn || options.loaded) initial.token = 'fake-token';
  if (options.locale) initial['arco-locale'] = options.locale;
  const bundle = createConsole({
    storage: createMemoryStorage(initial),
    adapter: server.adapter,
    resources: [FIXTURE_MESSAGES],
    // Like a real console, the fixture names its home tab after its own page.
    defaultTab: { ...DEFAULT_TAB, title: 'menu.dashboard.workplace' },
    onReLogin: () => bundle.session.getState().resetInfo(),
    ...options.features,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  if (options.settings) bundle.settings.setState(options.settings);
  if (options.loaded) {
    bundle.session.getState().setInfo({ ...FAKE_USER, ...options.user, role: options.role ?? 'admin' });
    bundle.settings.setState({ serverMenu: options.menuTree ?? FAKE_MENU, serverOperate: options.operateList ?? ['project:add'] });
  }
  for (const t of options.tabs ?? []) bundle.tabs.getState().open(t);
  return { bundle, server };
}

/**
 * Wraps `children` in a MemoryRouter (at `path`) and a ConsoleProvider over `bundle`.
 * @example
 * render(<FakeConsoleFrame bundle={bundle} path="/login"><LoginForm /></FakeConsoleFrame>);
 */
export function FakeConsoleFrame({
  bundle,
  path = '/dashboard/workplace',
  children,
}: {
  bundle: ConsoleBundle;
  path?: string;
  children?: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ConsoleProvider console={bundle}>{children}</ConsoleProvider>
    </MemoryRouter>
  );
}

/**
 * The language Storybook's toolbar chose (.storybook/preview.tsx): a story that does not set `locale` itself
 * shows in it, so designers review every state in English and in Chinese.
 * @example
 * <StoryLocale.Provider value="zh-CN"><FakeConsoleStory>...</FakeConsoleStory></StoryLocale.Provider>
 */
export const StoryLocale = createContext<'en-US' | 'zh-CN' | undefined>(undefined);

/**
 * A story frame owning its fake console (created once per mount).
 * @example
 * render: () => <FakeConsoleStory options={{ loginError: 'Wrong password' }} path="/login"><LoginForm /></FakeConsoleStory>
 */
export function FakeConsoleStory({
  options,
  path,
  children,
}: {
  options?: FakeConsoleOptions;
  path?: string;
  children?: ReactNode | ((fake: FakeConsole) => ReactNode);
}) {
  const storyLocale = useContext(StoryLocale);
  const [fake] = useState(() => createFakeConsole(options?.locale || !storyLocale ? options : { ...options, locale: storyLocale }));
  return (
    <FakeConsoleFrame bundle={fake.bundle} {...(path ? { path } : {})}>
      {typeof children === 'function' ? children(fake) : children}
    </FakeConsoleFrame>
  );
}
