import { useEffect, useState } from 'react';
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

function renderItems(items: MenuItemModel[], t: (k: string) => string) {
  return items.map((item) => {
    const title = (
      <>
        <MenuIcon name={item.icon} />
        {t(item.title)}
      </>
    );
    return item.children?.length ? (
      <Menu.SubMenu key={item.key} title={title}>
        {renderItems(item.children, t)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={item.key}>{title}</Menu.Item>
    );
  });
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
      {renderItems(items, t)}
    </Menu>
  );
}
