import { useState } from 'react';
import { ConfigProvider, Menu, Pagination, Tabs, Tree, type TreeProps } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import { act, render, screen, waitFor } from '@testing-library/react';
import { repairArcoAria } from './repairArcoAria';

type TreeData = NonNullable<TreeProps['treeData']>;

const treeData: TreeData = [
  {
    key: 'dashboard',
    title: 'Dashboard',
    children: [{ key: 'workplace', title: 'Workplace', children: [{ key: 'view', title: 'view' }] }],
  },
];

/** Renders `ui`, then repairs under the container (as ConsoleLayout does under the body). */
function renderRepaired(ui: React.ReactElement) {
  const view = render(ui);
  const stop = repairArcoAria(view.container);
  return { ...view, stop };
}

describe('repairArcoAria', () => {
  it('gives an inline sub-menu header the menuitem role (Arco renders aria-expanded on a plain div)', () => {
    const menu = (
      <Menu defaultOpenKeys={['settings']}>
        <Menu.SubMenu key="settings" title="Settings">
          <Menu.Item key="role">Roles</Menu.Item>
        </Menu.SubMenu>
      </Menu>
    );
    const bare = render(menu);
    expect(bare.container.querySelector('.arco-menu-inline-header')).not.toHaveAttribute('role');
    bare.unmount();

    renderRepaired(menu);
    const header = screen.getByRole('menuitem', { name: 'Settings' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toContainElement(header);
  });

  it('makes the page-size wrapper a labelled group and labels the jumper by its texts', () => {
    const pagination = (
      <ConfigProvider locale={enUS}>
        <Pagination total={100} sizeCanChange showJumper />
      </ConfigProvider>
    );
    const bare = render(pagination);
    expect(bare.container.querySelector('.arco-pagination-option')).not.toHaveAttribute('role');
    expect(bare.container.querySelector('.arco-pagination-jumper input')).not.toHaveAttribute('aria-labelledby');
    bare.unmount();

    renderRepaired(pagination);
    expect(screen.getByRole('group', { name: 'page size' })).toContainElement(screen.getByRole('combobox'));
    expect(screen.getByRole('textbox', { name: 'Goto Page' })).toHaveClass('arco-pagination-jumper-input');
  });

  it('puts Tabs in a tablist', () => {
    const tabs = (
      <Tabs>
        <Tabs.TabPane key="a" title="Audit log">
          a
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="Active sign-ins">
          b
        </Tabs.TabPane>
      </Tabs>
    );
    const bare = render(tabs);
    expect(bare.queryByRole('tablist')).toBeNull();
    bare.unmount();

    renderRepaired(tabs);
    expect(screen.getByRole('tablist')).toContainElement(screen.getByRole('tab', { name: 'Active sign-ins' }));
  });

  it('counts tree levels from 1, also after React rewrites a level', async () => {
    function MovableTree() {
      const [data, setData] = useState<TreeData>(treeData);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setData([
                { key: 'view', title: 'view' },
                { key: 'dashboard', title: 'Dashboard', children: [{ key: 'workplace', title: 'Workplace' }] },
              ])
            }
          >
            move
          </button>
          <Tree treeData={data} defaultExpandedKeys={['dashboard', 'workplace']} />
        </>
      );
    }
    const bare = render(<MovableTree />);
    expect(bare.getByRole('treeitem', { name: 'Dashboard' })).toHaveAttribute('aria-level', '0');
    bare.unmount();

    renderRepaired(<MovableTree />);
    const levels = () => screen.getAllByRole('treeitem').map((node) => `${node.textContent}:${node.getAttribute('aria-level')}`);
    expect(levels()).toEqual(['Dashboard:1', 'Workplace:2', 'view:3']);
    act(() => screen.getByRole('button', { name: 'move' }).click());
    await waitFor(() => expect(levels()).toEqual(['view:1', 'Dashboard:1', 'Workplace:2']));
  });

  it('repairs what is added later, and stops when asked', async () => {
    function Later() {
      const [shown, setShown] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setShown((n) => n + 1)}>
            show
          </button>
          {shown > 0 ? (
            <Tabs>
              <Tabs.TabPane key="a" title="A">
                a
              </Tabs.TabPane>
            </Tabs>
          ) : null}
          {shown > 1 ? (
            <div className="later">
              <Tabs>
                <Tabs.TabPane key="b" title="B">
                  b
                </Tabs.TabPane>
              </Tabs>
            </div>
          ) : null}
        </>
      );
    }
    const { container, stop } = renderRepaired(<Later />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    await waitFor(() => expect(screen.getByRole('tablist')).toBeInTheDocument());
    stop();
    act(() => screen.getByRole('button', { name: 'show' }).click());
    await waitFor(() => expect(container.querySelector('.later .arco-tabs-header')).not.toBeNull());
    expect(container.querySelector('.later .arco-tabs-header')).not.toHaveAttribute('role');
  });
});
