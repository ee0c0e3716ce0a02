/**
 * The UI seam. The engine never draws anything: it asks a `Notifier` for a toast (Arco `Message`), a
 * notice (Arco `Notification`) or a confirm dialog (Arco `Modal`). The shapes carry only what the console's
 * messages need, so any UI kit (or a test spy) can implement them.
 */

/**
 * A short message that goes away by itself (error toasts stay 5000 ms: docs/behaviour.md#8-errors-and-messages).
 * @example
 * notifier.toast({ type: 'error', content: 'Request Error', duration: 5000 });
 */
export interface ToastInput {
  type: 'success' | 'error' | 'info' | 'warning';
  content: string;
  duration?: number;
}

/**
 * A corner notification, optionally closable (e.g. the menu fetch failure: docs/behaviour.md#8-errors-and-messages).
 * @example
 * notifier.notice({ type: 'error', content: t('menu.fetch.failed'), closable: true });
 */
export interface NoticeInput {
  type: 'error' | 'info' | 'warning' | 'success';
  title?: string;
  content: string;
  closable?: boolean;
  duration?: number;
}

/**
 * A modal asking to confirm (e.g. 'Confirm logout': docs/behaviour.md#8-errors-and-messages).
 * @example
 * notifier.confirm({ title: 'Confirm logout', content: '...', okText: 'Re-Login', onOk: relogin });
 */
export interface ConfirmInput {
  title: string;
  content: string;
  okText: string;
  cancelText?: string;
  onOk: () => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * What the engine calls to talk to the user; console-ui implements it with Arco.
 * @example
 * const notifier: Notifier = { toast: (t) => Message[t.type](t), notice: (n) => Notification[n.type](n), confirm: (c) => Modal.confirm(c) };
 */
export interface Notifier {
  toast(input: ToastInput): void;
  notice(input: NoticeInput): void;
  confirm(input: ConfirmInput): void;
}

/**
 * A notifier that forwards to whichever UI is attached and queues calls until one is.
 * @example
 * const hub = createNotifierHub();
 * const detach = hub.attach(arcoNotifier);
 */
export interface NotifierHub extends Notifier {
  /** Plugs a UI in (the last attached wins), flushes queued calls; returns the detach function. */
  attach(impl: Notifier): () => void;
}
