import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer } from '@arco-design/web-react';
import { IconMenuFold, IconMenuUnfold, IconSettings } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { LogoutModal } from '../LogoutModal/LogoutModal';
import { SettingsDrawer } from '../SettingsDrawer/SettingsDrawer';
import { TabBar } from '../TabBar/TabBar';
import { useSettings } from '../hooks/useSettings';
import { useT } from '../hooks/useT';
import { useAfterPaint } from '../afterPaint/afterPaint';
import { repairArcoAria } from '../ariaRepair/repairArcoAria';
import { LayoutPaintedContext } from './LayoutPainted';
import { MenuTree } from './MenuTree';
import { Navbar } from './Navbar';
import { useDevice } from './useDevice';

/**
 * Props of {@link ConsoleLayout}.
 *
 * @example
 * const props: ConsoleLayoutProps = { title: 'Backoffice', footer: '© ACME' };
 */
export interface ConsoleLayoutProps {
  logo?: ReactNode;
  title?: ReactNode;
  /** Footer content; default the console name. */
  footer?: ReactNode;
  /** Extra navbar actions. */
  navbarActions?: ReactNode;
  /** Where to go after logout; default '/login'. */
  loginPath?: string;
  /** Follow the window width (settings.device 'mobile' under 768 px); default true. */
  responsive?: boolean;
  children?: ReactNode;
}

const COLLAPSED_WIDTH = 48;

/** True from the first time `visible` is true: a closed drawer or dialog is not rendered before it first opens. */
function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  return opened;
}

/**
 * The console frame: navbar, side menu (or top menu), tab bar, content and footer, following every layout
 * setting (navbar, menu, topMenu, hideMenu, menuCollapse, footer, tabBar, menuWidth). Without a navbar a
 * floating settings button appears; under 768 px the menu becomes a drawer.
 *
 * @example
 * <ConsoleLayout title="Backoffice"><KeepAliveOutlet /></ConsoleLayout>
 */
export function ConsoleLayout({
  logo,
  title,
  footer,
  navbarActions,
  loginPath = '/login',
  responsive = true,
  children,
}: ConsoleLayoutProps) {
  useDevice(responsive);
  // Arco markup no prop reaches (menu headers, pagination, tabs, trees) is repaired for every page and portal.
  useEffect(() => repairArcoAria(document.body), []);
  const t = useT();
  const navigate = useNavigate();
  const s = useSettings(
    useShallow((st) => ({
      navbar: st.navbar,
      menu: st.menu,
      topMenu: st.topMenu,
      hideMenu: st.hideMenu,
      menuCollapse: st.menuCollapse,
      footer: st.footer,
      tabBar: st.tabBar,
      menuWidth: st.menuWidth,
      device: st.device,
      update: st.update,
    })),
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Left out of the first render (e.g. right after signing in) until first opened; kept for their close animation.
  const settingsMounted = useOpenedOnce(settingsOpen);
  const logoutMounted = useOpenedOnce(logoutOpen);
  const [menuDrawer, setMenuDrawer] = useState(false);
  // The first render (e.g. right after signing in) paints the page with a light chrome of the same size: the
  // sider without its menu, the navbar without its buttons, the tab bar's strip without its tabs; they follow a
  // frame later (rendering them at once cost the first signed-in frame 4-7 ms, bench/RESULTS.md).
  const painted = useAfterPaint();
  const mobile = s.device === 'mobile';
  const menuOn = s.menu && !s.hideMenu;
  const showSider = menuOn && !s.topMenu && !mobile;
  const collapseLabel = s.menuCollapse ? t('ui.menu.expand') : t('ui.menu.collapse');
  return (
    <LayoutPaintedContext.Provider value={painted}>
      <div className="bo-layout" data-device={s.device}>
        {s.navbar ? (
          <Navbar
            logo={logo}
            title={title}
            actions={navbarActions}
            center={menuOn && s.topMenu && !mobile && painted ? <MenuTree mode="horizontal" /> : null}
            onOpenSettings={() => setSettingsOpen(true)}
            onLogout={() => setLogoutOpen(true)}
            onOpenMenu={mobile && menuOn ? () => setMenuDrawer(true) : undefined}
          />
        ) : null}
        <div className="bo-body">
          {showSider ? (
            <aside
              className={s.navbar ? 'bo-sider' : 'bo-sider bo-sider--no-navbar'}
              style={{ width: s.menuCollapse ? COLLAPSED_WIDTH : s.menuWidth }}
              aria-label={t('settings.menu')}
            >
              {painted ? (
                <>
                  <MenuTree collapse={s.menuCollapse} />
                  <div className="bo-sider__collapse">
                    <Button
                      size="small"
                      aria-label={collapseLabel}
                      title={collapseLabel}
                      icon={s.menuCollapse ? <IconMenuUnfold /> : <IconMenuFold />}
                      onClick={() => void s.update({ menuCollapse: !s.menuCollapse })}
                    />
                  </div>
                </>
              ) : null}
            </aside>
          ) : null}
          <main className="bo-main">
            {s.tabBar ? painted ? <TabBar /> : <div className="bo-tabbar" aria-hidden="true" /> : null}
            <div className="bo-content">{children}</div>
            {s.footer ? <footer className="bo-footer">{footer ?? t('ui.footer.text')}</footer> : null}
          </main>
        </div>
        {!s.navbar ? (
          <Button
            className="bo-floating-settings"
            type="primary"
            icon={<IconSettings />}
            aria-label={t('navbar.settings')}
            title={t('navbar.settings')}
            onClick={() => setSettingsOpen(true)}
          />
        ) : null}
        {mobile ? (
          <Drawer
            placement="left"
            width={Math.min(s.menuWidth, 280)}
            visible={menuDrawer}
            footer={null}
            title={title ?? t('ui.navbar.title')}
            onCancel={() => setMenuDrawer(false)}
            unmountOnExit
          >
            <MenuTree onNavigate={() => setMenuDrawer(false)} />
          </Drawer>
        ) : null}
        {settingsMounted ? <SettingsDrawer visible={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
        {logoutMounted ? (
          <LogoutModal
            visible={logoutOpen}
            onCancel={() => setLogoutOpen(false)}
            onLoggedOut={() => {
              setLogoutOpen(false);
              navigate(loginPath);
            }}
          />
        ) : null}
      </div>
    </LayoutPaintedContext.Provider>
  );
}
