import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from '@arco-design/web-react';
import { createNotifierHub } from '@backoffice/console-core';
import { setupUser } from '../testing/user';
import { ArcoNotifierBridge } from './ArcoNotifierBridge';

/** console.error calls that carry React's missing-key warning. */
function keyWarnings(error: { mock: { calls: unknown[][] } }) {
  return error.mock.calls.filter((call) => call.some((arg) => String(arg).includes('unique "key" prop')));
}

function renderBridge() {
  const hub = createNotifierHub();
  render(
    <ConfigProvider>
      <ArcoNotifierBridge notifier={hub} />
    </ConfigProvider>,
  );
  return hub;
}

describe('ArcoNotifierBridge', () => {
  it('shows notices, toasts and confirmations without React key warnings (issue 16)', async () => {
    const error = vi.spyOn(console, 'error');
    try {
      const hub = renderBridge();
      act(() => hub.notice({ type: 'error', content: 'Menu failed', closable: true }));
      act(() => hub.notice({ type: 'info', title: 'Heads up', content: 'Second notice' }));
      act(() => hub.toast({ type: 'success', content: 'Saved' }));
      act(() => hub.toast({ type: 'error', content: 'Request Error' }));
      act(() => hub.confirm({ title: 'Confirm logout', content: 'Signed out', okText: 'Re-Login', onOk: () => undefined }));
      act(() => hub.confirm({ title: 'Second question', content: 'Again', okText: 'OK', onOk: () => undefined }));
      expect(await screen.findByText('Menu failed')).toBeInTheDocument();
      expect(screen.getByText('Second notice')).toBeInTheDocument();
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      expect(screen.getByText('Request Error')).toBeInTheDocument();
      expect(await screen.findByText('Second question')).toBeInTheDocument();
      expect(keyWarnings(error)).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });

  it('closes a confirmation when its button is pressed', async () => {
    const user = setupUser();
    const hub = renderBridge();
    const onOk = vi.fn();
    act(() => hub.confirm({ title: 'Confirm logout', content: 'Signed out', okText: 'Re-Login', onOk }));
    await user.click(await screen.findByRole('button', { name: 'Re-Login' }));
    expect(onOk).toHaveBeenCalledOnce();
  });
});
