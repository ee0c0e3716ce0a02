import { Modal, Typography } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';

/** Shows a generated password once, with a copy button; closing forgets it. */
export function OneTimePasswordModal(props: { shown: { name: string; password: string } | null; onClose(): void }) {
  const t = useT();
  const { shown, onClose } = props;
  return (
    <Modal
      visible={shown !== null}
      title={t('staff.otp.title')}
      okText={t('staff.otp.close')}
      hideCancel
      maskClosable={false}
      onOk={onClose}
      onCancel={onClose}
      unmountOnExit
    >
      <Typography.Paragraph>{t('staff.otp.intro', { name: shown?.name ?? '' })}</Typography.Paragraph>
      <Typography.Text code copyable data-testid="one-time-password" style={{ fontSize: 16 }}>
        {shown?.password ?? ''}
      </Typography.Text>
    </Modal>
  );
}
