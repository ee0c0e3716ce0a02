import { describe, expect, it } from 'vitest';
import type { RouteTarget } from '../routing/types';
import { DEFAULT_TAB, createTabStore, routeToTab } from './tabs';
import type { TabEntry } from './types';

const tab = (name: string, extra: Partial<TabEntry> = {}): TabEntry => ({
  title: `menu.${name}`,
  name,
  fullPath: `/p/${name}`,
  query: {},
  ignoreCache: false,
  ...extra,
});

function openAll(...names: string[]) {
  const store = createTabStore();
  for (const name of names) store.getState().open(tab(name));
  return store;
}

const paths = (store: ReturnType<typeof createTabStore>) => store.getState().tabs.map((t) => t.fullPath);

// see docs/behaviour.md#24-tabs, docs/behaviour.md#34-tab-entry
describe('tab cache model (behaviour §2.4, §3.4)', () => {
  it('§2 the dashboard workplace is the default opening tab', () => {
    expect(DEFAULT_TAB).toEqual({ title: 'menu.home', name: 'Workplace', fullPath: '/dashboard/workplace', query: {}, ignoreCache: false });
    expect(createTabStore().getState()).toMatchObject({ tabs: [DEFAULT_TAB], cacheList: ['Workplace'] });
  });

  it('§2 a tab is kept in cache unless the route sets ignoreCache', () => {
    const store = createTabStore();
    store.getState().open(tab('Role'));
    store.getState().open(tab('Dict', { ignoreCache: true }));
    expect(store.getState().isCached('Role')).toBe(true);
    expect(store.getState().isCached('Dict')).toBe(false);
    expect(store.getState().cacheList).toEqual(['Workplace', 'Role']);
  });

  it('§2 /redirect/:path is never added as a tab; reopening a tab updates it in place', () => {
    const store = createTabStore();
    store.getState().open(tab('redirect', { fullPath: '/redirect/x' }));
    store.getState().open(tab('Other', { fullPath: '/redirect/y' }));
    store.getState().open(tab('Role'));
    store.getState().open(tab('Role', { query: { page: '2' } }));
    expect(store.getState().tabs).toHaveLength(2);
    expect(store.getState().tabs[1]!.query).toEqual({ page: '2' });
    // Opening a tab that is open as it is changes nothing (no new list, so nothing re-renders).
    const before = store.getState().tabs;
    store.getState().open(tab('Role', { query: { page: '2' } }));
    expect(store.getState().tabs).toBe(before);
    store.getState().open(tab('Role', { query: { page: '3' } }));
    expect(store.getState().tabs).not.toBe(before);
  });

  it('§2 closing a tab answers its left neighbour and drops its page from the cache; the default tab stays', () => {
    const store = openAll('A', 'B', 'C');
    expect(store.getState().close('/p/B')?.fullPath).toBe('/p/A');
    expect(store.getState().isCached('B')).toBe(false);
    expect(store.getState().close('/p/missing')).toBeUndefined();
    expect(store.getState().close(DEFAULT_TAB.fullPath)).toBeUndefined();
    expect(paths(store)).toEqual([DEFAULT_TAB.fullPath, '/p/A', '/p/C']);
  });

  it('§2 tab bar actions: close others, close left, close right, close all', () => {
    const others = openAll('A', 'B', 'C');
    others.getState().closeOthers('/p/B');
    expect(paths(others)).toEqual([DEFAULT_TAB.fullPath, '/p/B']);
    const left = openAll('A', 'B', 'C');
    left.getState().closeLeft('/p/B');
    left.getState().closeLeft('/p/missing');
    expect(paths(left)).toEqual([DEFAULT_TAB.fullPath, '/p/B', '/p/C']);
    const right = openAll('A', 'B', 'C');
    right.getState().closeRight('/p/A');
    right.getState().closeRight('/p/missing');
    expect(paths(right)).toEqual([DEFAULT_TAB.fullPath, '/p/A']);
    const all = openAll('A', 'B');
    all.getState().closeAll();
    expect(all.getState().tabs).toEqual([DEFAULT_TAB]);
  });

  it('§2 the tab list can be reset to the dashboard only', () => {
    const store = openAll('A', 'B');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ tabs: [DEFAULT_TAB], cacheList: ['Workplace'] });
  });

  it('keeps the default tab first even if it was not open (custom default, closing others)', () => {
    const home = tab('Home');
    const store = createTabStore({ defaultTab: home, banList: [] });
    store.getState().open(tab('redirect'));
    store.setState({ tabs: [tab('X')] });
    store.getState().closeOthers('/p/X');
    expect(paths(store)).toEqual(['/p/Home', '/p/X']);
  });

  it('§3 a route target becomes a tab entry with title, name, fullPath, query and ignoreCache', () => {
    const target: RouteTarget = {
      name: 'Role',
      path: '/setting/role',
      fullPath: '/setting/role?q=1',
      query: { q: '1' },
      meta: { title: 'menu.setting.role', ignoreCache: true },
    };
    expect(routeToTab(target)).toEqual({
      title: 'menu.setting.role',
      name: 'Role',
      fullPath: '/setting/role?q=1',
      query: { q: '1' },
      ignoreCache: true,
    });
    expect(routeToTab({ ...target, meta: {} })).toMatchObject({ title: 'Role', ignoreCache: false });
  });

  it("a change of a path's view params moves its tab (same key); another record's query opens another tab", () => {
    const store = openAll('list');
    const state = () => store.getState();
    state().setViewParams('/p/list', ['current', 'name']);
    state().open(tab('list', { fullPath: '/p/list?current=3&name=a', query: { current: '3', name: 'a' } }));
    expect(paths(store)).toEqual(['/dashboard/workplace', '/p/list?current=3&name=a']);
    expect(state().tabs[1]).toMatchObject({ key: '/p/list', query: { current: '3', name: 'a' } });
    state().open(tab('list', { fullPath: '/p/list?current=4&name=a' }));
    expect(state().tabs[1]).toMatchObject({ key: '/p/list', fullPath: '/p/list?current=4&name=a' });
    state().open(tab('list', { fullPath: '/p/list?dictCode=x&current=2' }));
    expect(paths(store)).toEqual(['/dashboard/workplace', '/p/list?current=4&name=a', '/p/list?dictCode=x&current=2']);
    const before = state().tabs;
    state().open(tab('list', { fullPath: '/p/list?current=4&name=a' }));
    expect(state().tabs).toBe(before);
  });

  it('keeps one default tab when its own view params change', () => {
    const store = createTabStore();
    store.getState().setViewParams('/dashboard/workplace', ['current']);
    store.getState().open({ ...DEFAULT_TAB, fullPath: '/dashboard/workplace?current=2' });
    store.getState().open(tab('other'));
    store.getState().closeOthers('/p/other');
    expect(paths(store)).toEqual(['/dashboard/workplace?current=2', '/p/other']);
    expect(store.getState().close('/dashboard/workplace?current=2')).toBeUndefined();
  });
});
