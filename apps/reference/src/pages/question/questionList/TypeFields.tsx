import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { PictureItOption, QuestionType } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

/** Choice options: an ordered list of label/value pairs (at least two, checked on save). */
function OptionsEditor() {
  const t = useT();
  const required = { required: true, message: t('question.form.optionRequired') };
  return (
    <Form.List field="options">
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((item, index) => (
            <Space key={item.key} align="start">
              <Form.Item field={`${item.field}.label`} rules={[required]} noStyle={false} style={{ marginBottom: 0 }}>
                <Input
                  aria-label={t('question.form.optionLabel', { n: index + 1 })}
                  placeholder={t('question.form.optionLabelHint')}
                  maxLength={200}
                  style={{ width: 260 }}
                />
              </Form.Item>
              <Form.Item field={`${item.field}.value`} rules={[required]} style={{ marginBottom: 0 }}>
                <Input
                  aria-label={t('question.form.optionValue', { n: index + 1 })}
                  placeholder={t('question.form.optionValueHint')}
                  maxLength={100}
                  style={{ width: 110 }}
                />
              </Form.Item>
              <Button aria-label={t('question.form.optionUp')} disabled={index === 0} onClick={() => move(index, index - 1)}>
                ↑
              </Button>
              <Button aria-label={t('question.form.optionRemove')} icon={<IconDelete />} onClick={() => remove(index)} />
            </Space>
          ))}
          <Button icon={<IconPlus />} onClick={() => add({ label: '', value: String(fields.length + 1) })}>
            {t('question.form.optionAdd')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** Rating scale 1..N with labels for both ends. */
function RatingFields() {
  const t = useT();
  const required = (key: string) => ({ required: true, message: t('question.form.required', { field: t(key) }) });
  return (
    <Space align="start" wrap>
      <Form.Item label={t('question.form.ratingScale')} field="rating.scale" rules={[required('question.form.ratingScale')]}>
        <InputNumber min={2} max={10} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        label={t('question.form.ratingLow')}
        field="rating.lowLabel"
        rules={[required('question.form.ratingLow'), { maxLength: 50 }]}
      >
        <Input maxLength={50} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        label={t('question.form.ratingHigh')}
        field="rating.highLabel"
        rules={[required('question.form.ratingHigh'), { maxLength: 50 }]}
      >
        <Input maxLength={50} style={{ width: 180 }} />
      </Form.Item>
    </Space>
  );
}

/** The Picture It set a picture_it question shows. */
function PictureItSetField() {
  const t = useT();
  const server = useApi();
  const [options, setOptions] = useState<PictureItOption[]>([]);
  useEffect(() => {
    server
      .resource('question')
      .read('pictureItOptions', {})
      .then(setOptions)
      .catch(() => setOptions([]));
  }, [server]);
  return (
    <Form.Item
      label={t('question.form.pictureItSet')}
      field="pictureItSetId"
      rules={[{ required: true, message: t('question.form.pictureItSetRequired') }]}
    >
      <Select
        showSearch
        allowClear
        aria-label={t('question.form.pictureItSet')}
        placeholder={t('question.form.pictureItSetHint')}
        filterOption={(input, option) =>
          String((option as { props?: { children?: unknown } }).props?.children ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
      >
        {options.map((o) => (
          <Select.Option key={o.id} value={o.id}>{`${o.name} (${t('question.form.images', { n: o.imageCount })})`}</Select.Option>
        ))}
      </Select>
    </Form.Item>
  );
}

/** The fields a question type needs: options, a rating scale, a Picture It set, or nothing. */
export function TypeFields({ type }: { type: QuestionType | undefined }) {
  const t = useT();
  if (type === 'single_choice' || type === 'multiple_choice') {
    return (
      <Form.Item label={t('question.form.options')} required>
        {<OptionsEditor />}
      </Form.Item>
    );
  }
  if (type === 'rating') return <RatingFields />;
  if (type === 'picture_it') return <PictureItSetField />;
  return null;
}
