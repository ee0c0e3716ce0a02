import { useEffect, useState } from 'react';
import { Form, Grid, Input, Modal, Typography } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { AutoSizeTextArea, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { MarkdownPreview } from './MarkdownPreview';

/** What the editor works on: a new draft of `type` (optionally starting from a version's text), or an existing draft. */
export type EditorTarget = { type: string; draft: AgreementRecord | null; startFrom?: AgreementRecord };

/** A split Markdown editor with a live, sanitised preview; saves a new draft or an edited draft. */
export function AgreementEditor(props: { target: EditorTarget | null; onClose(): void; onSaved(): void }) {
  const { target, onClose, onSaved } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const api = useApi().resource('agreement');
  const [form] = Form.useForm<{ title: string; content: string }>();
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    const source = target.draft ?? target.startFrom;
    const initial = { title: source?.title ?? '', content: source?.content ?? '' };
    form.resetFields();
    form.setFieldsValue(initial);
    setContent(initial.content);
  }, [target, form]);

  const save = async () => {
    if (!target) return;
    // A refused validation shows its messages on the fields; nothing is sent (and Arco's Modal logs nothing).
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      if (target.draft)
        await api.update({ id: target.draft.id, updatedAt: target.draft.updatedAt, title: values.title.trim(), content: values.content });
      else await api.add({ type: target.type, title: values.title.trim(), content: values.content });
      onSaved();
    } catch (error) {
      // The client has shown the server's message (e.g. the version was published meanwhile); a draft saved
      // by someone else since it opened offers the newer text.
      promptStale(error, onSaved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={Boolean(target)}
      title={t(target?.draft ? 'agreement.editor.editTitle' : 'agreement.editor.addTitle', { version: target?.draft?.version ?? '' })}
      okText={t('agreement.editor.save')}
      cancelText={t('agreement.editor.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      style={{ width: 'min(1100px, 96vw)' }}
      unmountOnExit
    >
      <Form form={form} layout="vertical" onValuesChange={(_, all) => setContent(all.content ?? '')}>
        <Form.Item
          label={t('agreement.editor.title')}
          field="title"
          rules={[{ required: true, message: t('agreement.editor.titleRequired') }, { maxLength: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Grid.Row gutter={16}>
          <Grid.Col span={12}>
            <Form.Item label={t('agreement.editor.content')} field="content" rules={[{ maxLength: 200000 }]}>
              <AutoSizeTextArea aria-label={t('agreement.editor.content')} minRows={16} maxRows={28} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Typography.Text type="secondary">{t('agreement.editor.preview')}</Typography.Text>
            <div
              style={{
                border: '1px solid var(--color-border-2)',
                borderRadius: 4,
                padding: 12,
                minHeight: 360,
                maxHeight: 600,
                overflow: 'auto',
              }}
            >
              <MarkdownPreview source={content} testId="agreement-preview" />
            </div>
          </Grid.Col>
        </Grid.Row>
      </Form>
    </Modal>
  );
}
