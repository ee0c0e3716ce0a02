import type { Notifier, NotifierHub } from './types';

type Call = { [K in keyof Notifier]: { method: K; input: Parameters<Notifier[K]>[0] } }[keyof Notifier];

function deliver(target: Notifier, call: Call): void {
  if (call.method === 'toast') target.toast(call.input);
  else if (call.method === 'notice') target.notice(call.input);
  else target.confirm(call.input);
}

/**
 * Creates the bridge between the engine and the UI. Calls made before a UI attaches (a 401 during
 * start-up, say) are queued and delivered on attach; after the last UI detaches, calls queue again.
 * @example
 * const notifier = createNotifierHub();
 * const client = createEnvelopeClient({ notifier, getToken: () => getToken(storage), onReLogin });
 * // later, inside the React tree:
 * useEffect(() => notifier.attach({ toast, notice, confirm }), []);
 */
export function createNotifierHub(): NotifierHub {
  const attached: Notifier[] = [];
  const queue: Call[] = [];
  const send = (call: Call): void => {
    const current = attached[attached.length - 1];
    if (current) deliver(current, call);
    else queue.push(call);
  };
  return {
    toast: (input) => send({ method: 'toast', input }),
    notice: (input) => send({ method: 'notice', input }),
    confirm: (input) => send({ method: 'confirm', input }),
    attach(impl) {
      attached.push(impl);
      for (const call of queue.splice(0)) deliver(impl, call);
      return () => {
        const index = attached.lastIndexOf(impl);
        if (index >= 0) attached.splice(index, 1);
      };
    },
  };
}
