import { Form, Input, Modal } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';

/**
 * Asks for the current password before a change to two-step verification (removing a factor, new recovery
 * codes); `onProof` gets it, and a refusal keeps the dialog open with the server's message.
 */
export function ProofModal({
  title,
  visible,
  onProof,
  onCancel,
}: {
  title: string;
  visible: boolean;
  onProof: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<{ password: string }>();
  const submit = async () => {
    const { password } = await form.validate();
    try {
      await onProof(password);
      form.resetFields();
    } catch (err) {
      form.setFields({ password: { error: { message: err instanceof Error ? err.message : String(err) } } });
    }
  };
  return (
    <Modal title={title} visible={visible} onOk={() => void submit()} onCancel={onCancel} unmountOnExit>
      <Form id="two-step-proof" form={form} layout="vertical" aria-label={t('twoStep.proof.title')} onSubmit={() => void submit()}>
        <Form.Item
          label={t('twoStep.proof.password')}
          field="password"
          rules={[{ required: true, message: t('twoStep.proof.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
