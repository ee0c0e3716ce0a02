import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { useRowAction } from './useRowAction';

function setup() {
  const { bundle } = createFakeConsole();
  const toasts: unknown[] = [];
  bundle.notifier.attach({ toast: (t) => toasts.push(t), notice: () => undefined, confirm: () => undefined });
  const wrapper = ({ children }: { children?: ReactNode }) => <FakeConsoleFrame bundle={bundle}>{children}</FakeConsoleFrame>;
  const refresh = vi.fn();
  const { result } = renderHook(() => useRowAction(refresh), { wrapper });
  return { act: result.current, toasts, refresh };
}

describe('useRowAction', () => {
  it('toasts the success message and refreshes the list once the write succeeds', async () => {
    const { act, toasts, refresh } = setup();
    await expect(act(async () => ({ id: 3 }), 'Deleted')).resolves.toBe(true);
    expect(toasts).toEqual([{ type: 'success', content: 'Deleted' }]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('leaves the list as it is after a refusal (the client has shown the server message)', async () => {
    const { act, toasts, refresh } = setup();
    await expect(act(() => Promise.reject(new Error('Role still assigned to users')), 'Deleted')).resolves.toBe(false);
    expect(toasts).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });
});
