import { describe, expect, it } from 'vitest';
import { createNotifierHub } from './notifier';
import type { Notifier } from './types';

function recorder() {
  const calls: string[] = [];
  const impl: Notifier = {
    toast: (t) => calls.push(`toast:${t.content}`),
    notice: (n) => calls.push(`notice:${n.content}`),
    confirm: (c) => calls.push(`confirm:${c.title}`),
  };
  return { calls, impl };
}

describe('notifier hub (UI-free bridge)', () => {
  it('queues calls made before a UI attaches and delivers them in order on attach', () => {
    const hub = createNotifierHub();
    hub.toast({ type: 'error', content: 'a' });
    hub.notice({ type: 'error', content: 'b', closable: true });
    hub.confirm({ title: 'Confirm logout', content: 'c', okText: 'Re-Login', onOk: () => undefined });
    const ui = recorder();
    hub.attach(ui.impl);
    expect(ui.calls).toEqual(['toast:a', 'notice:b', 'confirm:Confirm logout']);
  });

  it('forwards to the last attached UI and falls back when it detaches', () => {
    const hub = createNotifierHub();
    const first = recorder();
    const second = recorder();
    hub.attach(first.impl);
    const detach = hub.attach(second.impl);
    hub.toast({ type: 'info', content: 'x' });
    detach();
    detach();
    hub.toast({ type: 'info', content: 'y' });
    expect(second.calls).toEqual(['toast:x']);
    expect(first.calls).toEqual(['toast:y']);
  });

  it('queues again once every UI detached', () => {
    const hub = createNotifierHub();
    const ui = recorder();
    hub.attach(ui.impl)();
    hub.toast({ type: 'success', content: 'later' });
    expect(ui.calls).toEqual([]);
    const next = recorder();
    hub.attach(next.impl);
    expect(next.calls).toEqual(['toast:later']);
  });
});
