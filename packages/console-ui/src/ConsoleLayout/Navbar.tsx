import type { ReactNode } from 'react';
import { Avatar, Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconMenu, IconMoonFill, IconPoweroff, IconSettings, IconSunFill, IconSwap } from '@arco-design/web-react/icon';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { useConsole } from '../hooks/useConsole';
import { useSession } from '../hooks/useSession';
import { useSettings } from '../hooks/useSettings';
import { useT } from '../hooks/useT';
import { useLayoutPainted } from './LayoutPainted';

/**
 * Props of {@link Navbar}.
 *
 * @example
 * <Navbar title="Console" onOpenSettings={open} onLogout={askLogout} />
 */
export interface NavbarProps {
  logo?: ReactNode;
  title?: ReactNode;
  /** Content between the brand and the actions (the top menu). */
  center?: ReactNode;
  onOpenSettings: () => void;
  onLogout: () => void;
  /** Shown on mobile: opens the menu drawer. */
  onOpenMenu?: (() => void) | undefined;
  /** Extra actions before the user dropdown. */
  actions?: ReactNode;
}

/**
 * The top bar: logo/title, language switch, dark/light toggle, settings button and the user dropdown
 * (logout, and "Switch Roles" when the console was created with `roleSwitch`).
 *
 * @example
 * <Navbar title="Console" onOpenSettings={open} onLogout={askLogout} />
 */
export function Navbar({ logo, title, center, onOpenSettings, onLogout, onOpenMenu, actions }: NavbarProps) {
  const t = useT();
  const theme = useSettings((s) => s.theme);
  const toggleTheme = useSettings((s) => s.toggleTheme);
  const user = useSession((s) => s.userInfo);
  const switchRoles = useSession((s) => s.switchRoles);
  const { roleSwitch } = useConsole().features;
  const themeLabel = theme === 'dark' ? t('navbar.theme.toLight') : t('navbar.theme.toDark');
  const userMenu = () => (
    <Menu onClickMenuItem={(key) => (key === 'logout' ? onLogout() : switchRoles())}>
      {roleSwitch ? (
        <Menu.Item key="switchRoles">
          <IconSwap /> {t('navbar.switchRoles')}
        </Menu.Item>
      ) : null}
      <Menu.Item key="logout">
        <IconPoweroff /> {t('navbar.logout')}
      </Menu.Item>
    </Menu>
  );
  const name = user.realName || user.username || '';
  // In a layout's first render (right after signing in) the bar shows its brand alone; the buttons follow a frame later.
  const painted = useLayoutPainted();
  return (
    <header className="bo-navbar">
      <div className="bo-navbar__brand">
        {onOpenMenu ? <Button shape="circle" icon={<IconMenu />} aria-label={t('ui.navbar.menu')} onClick={onOpenMenu} /> : null}
        {logo}
        <span className="bo-navbar__title">{title ?? t('ui.navbar.title')}</span>
      </div>
      <div className="bo-navbar__center">{center}</div>
      {painted ? (
        <ul className="bo-navbar__actions">
          <li>
            <LanguageSwitch />
          </li>
          <li>
            <Button
              shape="circle"
              aria-label={themeLabel}
              title={themeLabel}
              onClick={toggleTheme}
              icon={theme === 'dark' ? <IconSunFill /> : <IconMoonFill />}
            />
          </li>
          <li>
            <Button
              shape="circle"
              aria-label={t('navbar.settings')}
              title={t('navbar.settings')}
              icon={<IconSettings />}
              onClick={onOpenSettings}
            />
          </li>
          {actions ? <li>{actions}</li> : null}
          <li>
            {/* The buttons render once the first frame is painted, so the user menu is a dropdown from the start. */}
            <Dropdown droplist={userMenu()} trigger="click" position="br">
              {/* Named by its content ("User menu: <name>"), not aria-label: the visible name must be part of the
                accessible name (WCAG 2.5.3), and the avatar's letter is decoration. */}
              <Button type="text" aria-haspopup="menu">
                <span className="bo-visually-hidden">{t('ui.navbar.user')}: </span>
                {/* One letter always fits: no measuring (a forced layout) in the first signed-in render. */}
                <Avatar size={28} autoFixFontSize={false} aria-hidden="true">
                  {user.avatar ? <img alt="" src={user.avatar} /> : name.slice(0, 1) || '?'}
                </Avatar>
                <span className="bo-navbar__user-name">{name}</span>
              </Button>
            </Dropdown>
          </li>
        </ul>
      ) : null}
    </header>
  );
}
