import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useStore } from 'zustand';
import { applySettingsToBody } from '@backoffice/console-core';
import type { ConsoleBundle } from '../createConsole';
import { ConsoleContext } from '../hooks/ConsoleContext';
import { useLocale } from '../hooks/useT';
import { useAfterFirstContentfulPaint } from '../afterPaint/afterPaint';
import { useStylesheetCheck } from './stylesheetCheck';
// Mounted (and loaded) once the first screen is on screen: core's notifier hub queues toasts and modals until
// it attaches, so the login page's first load carries no Modal/Message/Notification code, and neither its
// loading nor its render comes between the first render and its frame reaching the screen.
const ArcoNotifierBridge = lazy(() => import('./ArcoNotifierBridge').then((m) => ({ default: m.ArcoNotifierBridge })));

/**
 * Props of {@link ConsoleProvider}.
 *
 * @example
 * <ConsoleProvider console={createConsole()}>{app}</ConsoleProvider>
 */
export interface ConsoleProviderProps {
  /** The bundle from `createConsole()` (client, stores, i18n, notifier hub). */
  console: ConsoleBundle;
  children?: ReactNode;
}

const ARCO_LOCALES = { 'en-US': enUS, 'zh-CN': zhCN } as const;

function ThemedConfig({ bundle, children }: { bundle: ConsoleBundle; children?: ReactNode }) {
  const locale = useLocale();
  const theme = useStore(bundle.settings, (s) => s.theme);
  const colorWeak = useStore(bundle.settings, (s) => s.colorWeak);
  useEffect(() => {
    applySettingsToBody(document.body, { theme, colorWeak });
  }, [theme, colorWeak]);
  useEffect(() => () => applySettingsToBody(document.body, { theme: 'light', colorWeak: false }), []);
  const painted = useAfterFirstContentfulPaint();
  // In development: a warning naming the import to add when console-ui's stylesheet is missing.
  useStylesheetCheck(painted);
  // The HTTP client loads axios on first use; fetch it once the first screen is shown, before anyone submits.
  useEffect(() => {
    if (painted) void bundle.client.axios().catch(() => undefined);
  }, [painted, bundle]);
  const t = bundle.i18n.t;
  const arcoLocale = useMemo(() => {
    const base = ARCO_LOCALES[locale];
    // The pagination jumper reads core's 'Go To' (GOTO_LABEL) in en-US (see docs/behaviour.md#9-constants-and-limits).
    return { ...base, Pagination: { ...base.Pagination, goto: t('pagination.goto') } };
  }, [locale, t]);
  return (
    <ConfigProvider locale={arcoLocale}>
      {painted ? (
        <Suspense fallback={null}>
          <ArcoNotifierBridge notifier={bundle.notifier} />
        </Suspense>
      ) : null}
      {children}
    </ConfigProvider>
  );
}

/**
 * Provides the console bundle to its tree and wraps it in Arco's `ConfigProvider` with the current locale.
 * Applies the dark theme (`arco-theme="dark"` on body) and colour weak (`invert(80%)` on the page), and
 * plugs Arco's Message/Modal/Notification hooks into core's notifier hub (toasts, the logout-on-code modal).
 *
 * @example
 * const bundle = createConsole();
 * <BrowserRouter>
 *   <ConsoleProvider console={bundle}><ConsoleRoutes resolvePage={resolvePage} /></ConsoleProvider>
 * </BrowserRouter>
 */
export function ConsoleProvider({ console: bundle, children }: ConsoleProviderProps) {
  return (
    <ConsoleContext.Provider value={bundle}>
      <ThemedConfig bundle={bundle}>{children}</ThemedConfig>
    </ConsoleContext.Provider>
  );
}
