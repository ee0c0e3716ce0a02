import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { useConsole } from './useConsole';
import { useDateTime } from './useDateTime';
import { useDict } from './useDict';
import { useOperateList } from './useOperateList';
import { useSession } from './useSession';
import { useSettings } from './useSettings';
import { useLocale, useT } from './useT';
import { useTabs } from './useTabs';

function setup() {
  const fake = createFakeConsole({ loaded: true });
  const wrapper = ({ children }: { children?: ReactNode }) => <FakeConsoleFrame bundle={fake.bundle}>{children}</FakeConsoleFrame>;
  return { ...fake, wrapper };
}

describe('console hooks', () => {
  it('useConsole, useSession, useSettings, useTabs, useOperateList read the bundle and follow changes', () => {
    const { bundle, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        console: useConsole(),
        role: useSession((s) => s.userInfo.role),
        session: useSession(),
        navbar: useSettings((s) => s.navbar),
        tabs: useTabs((s) => s.tabs.length),
        ops: useOperateList(),
      }),
      { wrapper },
    );
    expect(result.current.console).toBe(bundle);
    expect(result.current.role).toBe('admin');
    expect(result.current.session.token).toBe('fake-token');
    expect(result.current.ops).toEqual(['project:add']);
    act(() => result.current.session.switchRoles());
    expect(result.current.role).toBe('user');
    act(() => void bundle.settings.getState().update({ navbar: false }));
    expect(result.current.navbar).toBe(false);
    act(() => bundle.tabs.getState().open({ title: 'R', name: 'Role', fullPath: '/setting/role', query: {}, ignoreCache: false }));
    expect(result.current.tabs).toBe(2);
  });

  it('useT and useLocale re-render on a locale change', () => {
    const { bundle, wrapper } = setup();
    const { result } = renderHook(() => ({ t: useT(), locale: useLocale() }), { wrapper });
    expect(result.current.t('menu.dashboard.workplace')).toBe('Data Overview');
    act(() => void bundle.i18n.switchLocale('zh-CN'));
    expect(result.current.locale).toBe('zh-CN');
    expect(result.current.t('menu.dashboard.workplace')).toBe('数据概览');
  });

  it('useDateTime shows dates in the current language and follows a change', () => {
    const { bundle, wrapper } = setup();
    const { result } = renderHook(() => useDateTime(), { wrapper });
    expect(result.current('2026-12-05T10:00:00Z', { timeZone: 'UTC' })).toBe('Dec 5, 2026, 10:00 AM');
    act(() => void bundle.i18n.switchLocale('zh-CN'));
    expect(result.current('2026-12-05T10:00:00Z', { timeZone: 'Asia/Shanghai', showZone: true })).toBe('2026年12月5日 GMT+8 18:00');
    expect(result.current(null)).toBe('');
  });

  it('useDict loads the dictionaries once and labels values', async () => {
    const { wrapper, server } = setup();
    const { result } = renderHook(() => useDict('project_status'), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.label('2')).toBe('Closed');
    expect(server.calls.filter((c) => c.url === '/api/admin/dict/all')).toHaveLength(1);
  });
});
