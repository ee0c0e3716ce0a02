import { startTransition, useEffect, useState } from 'react';
import { Menu } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { MenuItemModel } from '@backoffice/console-core';
import { MenuIcon } from '../icons/iconRegistry';
import { useT } from '../hooks/useT';
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

/** The menu's entries; with `onlyOpen`, a closed sub-menu's entries are left out (they are not visible). */
function renderItems(items: MenuItemModel[], t: (k: string) => string, onlyOpen?: ReadonlySet<string>) {
  return items.map((item) => {
    const title = (
      <>
        <MenuIcon name={item.icon} />
        {t(item.title)}
      </>
    );
    return item.children?.length ? (
      <Menu.SubMenu key={item.key} title={title}>
        {onlyOpen && !onlyOpen.has(item.key) ? null : renderItems(item.children, t, onlyOpen)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={item.key}>{title}</Menu.Item>
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
 *
 * @example
 * <MenuTree mode="vertical" collapse={false} />
 */
export function MenuTree({ mode = 'vertical', collapse = false, onNavigate }: MenuTreeProps) {
  const { items, selectedKeys, openKeys } = useMenuModel();
  const navigate = useNavigate();
  const t = useT();
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
    >
      {renderItems(items, t, allEntries ? undefined : new Set(open))}
    </Menu>
  );
}
