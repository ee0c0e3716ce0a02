import { startTransition, useEffect, useMemo, useState } from 'react';
import { Menu } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { MenuItemModel } from '@backoffice/console-core';
import { MENU_ICONS, MenuIcon, type ArcoIconComponent } from '../icons/iconRegistry';
import { useConsole } from '../hooks/useConsole';
import { useT } from '../hooks/useT';
import { moveFocusByArrows } from './moveFocusByArrows';
import { useMenuModel } from './useMenuModel';

/**
 * Props of {@link MenuTree}.
 *
 * @example
 * <MenuTree mode="horizontal" onNavigate={closeDrawer} />
 */
export interface MenuTreeProps {
  mode?: 'vertical' | 'horizontal' | 'pop';
  collapse?: boolean;
  /** Called after a leaf is chosen (the mobile drawer closes). */
  onNavigate?: (path: string) => void;
}

/** How the entries render: translated titles, which entry is the current page, and whether sub-menus pop up. */
interface EntryOptions {
  t: (key: string) => string;
  selected: readonly string[];
  /** Pop-up sub-menus (horizontal or collapsed menu): the header takes the SubMenu's props, so it gets its role here. */
  popup: boolean;
  /** A closed sub-menu's entries are left out (they are not visible). */
  onlyOpen?: ReadonlySet<string>;
  /** The icons menu nodes may name (the kit's MENU_ICONS and the console's `menuIcons`). */
  icons: Readonly<Record<string, ArcoIconComponent>>;
}

/** The menu's entries. Inline sub-menu headers get their role from `repairArcoAria` (no prop reaches them). */
function renderItems(items: MenuItemModel[], options: EntryOptions) {
  const { t, selected, popup, onlyOpen, icons } = options;
  return items.map((item) => {
    const title = (
      <>
        <MenuIcon name={item.icon} icons={icons} />
        {t(item.title)}
      </>
    );
    return item.children?.length ? (
      <Menu.SubMenu key={item.key} title={title} {...(popup ? { role: 'menuitem' } : {})}>
        {onlyOpen && !onlyOpen.has(item.key) ? null : renderItems(item.children, options)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={item.key} aria-current={selected.includes(item.key) ? 'page' : undefined}>
        {title}
      </Menu.Item>
    );
  });
}

/**
 * False in the first render, true from the next one (a transition, so it yields to painting): a big menu is
 * the slowest part of the layout's first render, and the entries of its closed sub-menus are not visible,
 * so they follow right after the first paint (e.g. the first signed-in screen after login).
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/**
 * The console menu (any depth, Arco icons by name) with selection and open sub-menus following the path.
 * Keyboard: Tab reaches each shown entry, Enter opens a sub-menu or a page; in a vertical menu Up/Down/Home/End
 * move between the shown entries too. The current page's entry has `aria-current="page"`.
 *
 * @example
 * <MenuTree mode="vertical" collapse={false} />
 */
export function MenuTree({ mode = 'vertical', collapse = false, onNavigate }: MenuTreeProps) {
  const { items, selectedKeys, openKeys } = useMenuModel();
  const navigate = useNavigate();
  const t = useT();
  const ownIcons = useConsole().menuIcons;
  // The console's own icons first, then the kit's (loaded with this layout, not on the sign-in page).
  const icons = useMemo(() => ({ ...MENU_ICONS, ...ownIcons }), [ownIcons]);
  const [open, setOpen] = useState<string[]>(openKeys);
  const allEntries = useAfterFirstPaint();
  const trailKey = openKeys.join('|');
  useEffect(() => {
    setOpen((prev) => [...new Set([...prev, ...openKeys])]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trailKey]);
  return (
    <Menu
      mode={mode}
      collapse={collapse}
      selectedKeys={selectedKeys}
      openKeys={open}
      onClickSubMenu={(_key, keys) => setOpen(keys)}
      onClickMenuItem={(key) => {
        navigate(key);
        onNavigate?.(key);
      }}
      autoOpen={false}
      style={{ width: '100%' }}
      onKeyDown={mode === 'horizontal' ? undefined : (event) => moveFocusByArrows(event, '[role="menuitem"]', 'vertical')}
    >
      {renderItems(items, {
        t,
        icons,
        selected: selectedKeys,
        popup: mode !== 'vertical' || collapse,
        ...(allEntries ? {} : { onlyOpen: new Set(open) }),
      })}
    </Menu>
  );
}
