import { useEffect, useState } from 'react';
import { Form, Message, Modal, Radio, Select } from '@arco-design/web-react';
import type { QuestionAddRequest, QuestionOption, QuestionRating, QuestionRecord, QuestionType } from '@backoffice/api/contract';
import { AutoSizeTextArea, DictSelect, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { TypeFields } from './TypeFields';

interface QuestionFormValues {
  text: string;
  type: QuestionType;
  options?: QuestionOption[];
  rating?: QuestionRating;
  pictureItSetId?: number;
  tags?: string[];
  status: 'enabled' | 'disabled';
}

const DEFAULTS: Partial<QuestionFormValues> = {
  type: 'single_choice',
  status: 'enabled',
  tags: [],
  options: [
    { label: '', value: '1' },
    { label: '', value: '2' },
  ],
  rating: { scale: 5, lowLabel: '', highLabel: '' },
};

/** Create (`question` null) or edit a question; the fields below the type follow the type. */
export function QuestionFormModal(props: {
  visible: boolean;
  question: QuestionRecord | null;
  tags: string[];
  onClose(): void;
  onSaved(): void;
}) {
  const { visible, question, tags, onClose, onSaved } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const server = useApi();
  const [form] = Form.useForm<QuestionFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue(
      question
        ? {
            ...DEFAULTS,
            text: question.text,
            type: question.type,
            status: question.status,
            tags: question.tags,
            ...(question.options.length ? { options: question.options } : {}),
            ...(question.rating ? { rating: question.rating } : {}),
            ...(question.pictureItSetId ? { pictureItSetId: question.pictureItSetId } : {}),
          }
        : DEFAULTS,
    );
  }, [visible, question, form]);

  const save = async () => {
    // A refused validation shows its messages on the fields; nothing is sent (and Arco's Modal logs nothing).
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    const choice = values.type === 'single_choice' || values.type === 'multiple_choice';
    if (choice && (values.options?.length ?? 0) < 2) {
      Message.error(t('question.form.optionsMin'));
      return;
    }
    const body: QuestionAddRequest = {
      text: values.text.trim(),
      type: values.type,
      tags: values.tags ?? [],
      status: values.status,
      ...(choice ? { options: values.options } : {}),
      ...(values.type === 'rating' && values.rating ? { rating: values.rating } : {}),
      ...(values.type === 'picture_it' ? { pictureItSetId: values.pictureItSetId ?? null } : {}),
    };
    setSaving(true);
    try {
      if (question) await server.resource('question').update({ id: question.id, updatedAt: question.updatedAt, ...body });
      else await server.resource('question').add(body);
      onSaved();
    } catch (error) {
      // The client has shown the server's message (e.g. 409 while a guide uses it); the form stays open, and a
      // question saved by someone else since it opened offers the newer version.
      promptStale(error, onSaved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t(question ? 'question.form.editTitle' : 'question.form.addTitle')}
      okText={t('question.form.save')}
      cancelText={t('question.form.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 720 }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('question.form.text')}
          field="text"
          rules={[{ required: true, message: t('question.form.required', { field: t('question.form.text') }) }, { maxLength: 1000 }]}
        >
          <AutoSizeTextArea maxLength={1000} minRows={2} maxRows={5} />
        </Form.Item>
        <Form.Item label={t('question.form.type')} field="type" rules={[{ required: true }]}>
          <DictSelect code="question_type" aria-label={t('question.form.type')} />
        </Form.Item>
        <Form.Item shouldUpdate={(prev, next) => prev.type !== next.type} noStyle>
          {(values: Partial<QuestionFormValues>) => <TypeFields type={values.type} />}
        </Form.Item>
        <Form.Item label={t('question.form.tags')} field="tags" extra={t('question.form.tagsHint')}>
          <Select mode="multiple" allowCreate aria-label={t('question.form.tags')} options={tags} maxTagCount={10} />
        </Form.Item>
        <Form.Item label={t('question.form.status')} field="status">
          <Radio.Group>
            <Radio value="enabled">{t('question.status.enabled')}</Radio>
            <Radio value="disabled">{t('question.status.disabled')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
