import { Button, Dropdown, Menu, Tag } from '@arco-design/web-react';
import { IconClose, IconDown } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import type { TabEntry } from '@backoffice/console-core';
import { useTabs } from '../hooks/useTabs';
import { useT } from '../hooks/useT';
import { DeferredDropdown } from '../ConsoleLayout/DeferredDropdown';
import { moveFocusByArrows } from '../ConsoleLayout/moveFocusByArrows';
import { TAB_ACTIONS, useTabActions, type TabAction } from './useTabActions';

const LABELS: Record<TabAction, string> = {
  reload: 'tabBar.tags.reload',
  close: 'tabBar.tags.closeCurrent',
  closeOthers: 'tabBar.tags.closeOther',
  closeLeft: 'tabBar.tags.closeLeft',
  closeRight: 'tabBar.tags.closeRight',
  closeAll: 'tabBar.tags.closeAll',
};

/**
 * The tab bar over core's tab store: click a tab to go to it, close it with its ×, and reload / close /
 * close others / close left / close right / close all from the actions dropdown or each tab's context menu.
 * Keyboard: each tab is a link (Tab reaches it, Enter opens it); Left/Right/Home/End move between the tabs.
 *
 * @example
 * <TabBar />
 */
export function TabBar() {
  const t = useT();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const { activePath, run } = useTabActions();
  const defaultPath = tabs[0]?.fullPath;
  const actionsMenu = (tab: TabEntry) => {
    const index = tabs.indexOf(tab);
    const disabled: Record<TabAction, boolean> = {
      reload: false,
      close: tab.fullPath === defaultPath,
      closeOthers: tabs.length <= 1,
      closeLeft: index <= 1,
      closeRight: index === tabs.length - 1,
      closeAll: tabs.length <= 1,
    };
    return (
      <Menu onClickMenuItem={(key) => run(key as TabAction, tab)}>
        {TAB_ACTIONS.map((action) => (
          <Menu.Item key={action} disabled={disabled[action]}>
            {t(LABELS[action])}
          </Menu.Item>
        ))}
      </Menu>
    );
  };
  const active = tabs.find((tab) => tab.fullPath === activePath);
  return (
    <nav className="bo-tabbar" aria-label={t('ui.tabs.label')}>
      <ul className="bo-tabbar__list" onKeyDown={(event) => moveFocusByArrows(event, 'a', 'horizontal')}>
        {tabs.map((tab) => {
          const isActive = tab === active;
          const title = t(tab.title);
          return (
            <li key={tab.key ?? tab.fullPath} className="bo-tabbar__tab">
              <Dropdown droplist={actionsMenu(tab)} trigger="contextMenu" position="bl">
                <Tag color={isActive ? 'arcoblue' : 'gray'} bordered={isActive}>
                  <a
                    href={tab.fullPath}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(tab.fullPath);
                    }}
                    style={{ color: 'inherit', textDecoration: 'none' }}
                  >
                    {title}
                  </a>
                  {tab.fullPath !== defaultPath ? (
                    <Button
                      size="mini"
                      type="text"
                      icon={<IconClose />}
                      aria-label={`${t('tabBar.tags.closeCurrent')} ${title}`}
                      onClick={() => run('close', tab)}
                      style={{ marginLeft: 4, height: 16, width: 16, padding: 0, minWidth: 0 }}
                    />
                  ) : null}
                </Tag>
              </Dropdown>
            </li>
          );
        })}
      </ul>
      {active ? (
        <DeferredDropdown droplist={() => actionsMenu(active)} position="br">
          <Button size="small" icon={<IconDown />} aria-label={t('ui.tabs.actions')} title={t('ui.tabs.actions')} />
        </DeferredDropdown>
      ) : null}
    </nav>
  );
}
