import { Form, Message, Select } from '@arco-design/web-react';
import type { QuestionAddRequest, QuestionOption, QuestionRating, QuestionRecord, QuestionType } from '@backoffice/api/contract';
import { AutoSizeTextArea, DictSelect, FormModal, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { TypeFields } from './TypeFields';
import { StatusFormItem } from '../../list-shared/StatusFormItem';

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
  const server = useApi();
  const initialValues: Partial<QuestionFormValues> = question
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
    : DEFAULTS;

  // A refusal (e.g. 409 while a guide uses it) is the client's toast and keeps the form open; a question saved by
  // someone else since it opened offers the newer version (FormModal's onStaleEdit).
  const submit = async (values: QuestionFormValues) => {
    const choice = values.type === 'single_choice' || values.type === 'multiple_choice';
    if (choice && (values.options?.length ?? 0) < 2) {
      Message.error(t('question.form.optionsMin'));
      throw new Error('A choice question needs two options');
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
    if (question) await server.resource('question').update({ id: question.id, updatedAt: question.updatedAt, ...body });
    else await server.resource('question').add(body);
    onSaved();
  };

  return (
    <FormModal<QuestionFormValues>
      visible={visible}
      title={t(question ? 'question.form.editTitle' : 'question.form.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={onClose}
      onStaleEdit={onSaved}
      width={720}
    >
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
      <StatusFormItem page="question" />
    </FormModal>
  );
}
