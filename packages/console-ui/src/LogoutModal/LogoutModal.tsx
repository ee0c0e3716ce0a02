import { useState } from 'react';
import { Modal } from '@arco-design/web-react';
import { useConsole } from '../hooks/useConsole';
import { useT } from '../hooks/useT';

/**
 * Props of {@link LogoutModal}.
 *
 * @example
 * <LogoutModal visible onCancel={close} onLoggedOut={() => navigate('/login')} />
 */
export interface LogoutModalProps {
  visible: boolean;
  onCancel: () => void;
  /** Called after the session logged out (navigate to login here). */
  onLoggedOut?: () => void;
}

/**
 * Asks to confirm the logout; OK logs out through the session store (server call, then always local reset).
 *
 * @example
 * <LogoutModal visible={open} onCancel={() => setOpen(false)} onLoggedOut={() => navigate('/login')} />
 */
export function LogoutModal({ visible, onCancel, onLoggedOut }: LogoutModalProps) {
  const { session } = useConsole();
  const t = useT();
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      await session.getState().logout();
    } catch {
      // logout always resets locally; the server error was already toasted
    } finally {
      setLoading(false);
    }
    onLoggedOut?.();
  };
  return (
    <Modal
      title={t('ui.logout.title')}
      visible={visible}
      onOk={() => void confirm()}
      onCancel={onCancel}
      confirmLoading={loading}
      okText={t('navbar.logout')}
      cancelText={t('ui.common.cancel')}
      unmountOnExit
    >
      {t('ui.logout.content')}
    </Modal>
  );
}
