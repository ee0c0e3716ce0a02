import { useEffect } from 'react';
import { Message, Modal, Notification } from '@arco-design/web-react';
import type { NotifierHub } from '@backoffice/console-core';
import { KeyedContextHolder } from './KeyedContextHolder';

/**
 * Mounts Arco's hook-form Message, Modal and Notification (they render inside the React tree, so they see
 * the locale and work under React 19) and attaches them to core's notifier hub. Their elements render through
 * `KeyedContextHolder` (KeyedContextHolder.tsx beside it), so showing notices logs no React key warning.
 *
 * @example
 * <ArcoNotifierBridge notifier={bundle.notifier} />
 */
export function ArcoNotifierBridge({ notifier }: { notifier: NotifierHub }) {
  const [message, messageHolder] = Message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [notification, notificationHolder] = Notification.useNotification();
  useEffect(
    () =>
      notifier.attach({
        toast: ({ type, content, duration }) => {
          message[type]?.({ content, ...(duration === undefined ? {} : { duration }) });
        },
        notice: ({ type, title, content, closable, duration }) => {
          notification[type]?.({
            content,
            ...(title === undefined ? {} : { title }),
            ...(closable === undefined ? {} : { closable }),
            ...(duration === undefined ? {} : { duration }),
          });
        },
        confirm: ({ title, content, okText, cancelText, onOk, onCancel }) => {
          modal.confirm?.({
            title,
            content,
            okText,
            ...(cancelText === undefined ? {} : { cancelText }),
            onOk: () => onOk(),
            ...(onCancel ? { onCancel } : {}),
          });
        },
      }),
    [notifier, message, modal, notification],
  );
  return (
    <>
      <KeyedContextHolder of={messageHolder} />
      <KeyedContextHolder of={modalHolder} />
      <KeyedContextHolder of={notificationHolder} />
    </>
  );
}
