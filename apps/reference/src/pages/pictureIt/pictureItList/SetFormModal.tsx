import { useEffect, useState } from 'react';
import { Form, Input, Spin, Typography } from '@arco-design/web-react';
import type { PictureItSetSummary } from '@backoffice/api/contract';
import { AutoSizeTextArea, FormModal, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { ImagesEditor, type EditableImage } from './ImagesEditor';
import { StatusFormItem } from '../../list-shared/StatusFormItem';

interface SetFormValues {
  name: string;
  instructions?: string;
  status: 'enabled' | 'disabled';
}

const NEW_SET: Partial<SetFormValues> = { status: 'enabled' };

/** Create (`set` null) or edit a Picture It set: name, instructions, status and its ordered images. */
export function SetFormModal(props: { visible: boolean; set: PictureItSetSummary | null; onClose(): void; onSaved(): void }) {
  const { visible, set, onClose, onSaved } = props;
  const t = useT();
  const server = useApi();
  const [initialValues, setInitialValues] = useState<Partial<SetFormValues>>(NEW_SET);
  const [images, setImages] = useState<EditableImage[]>([]);
  const [usedBy, setUsedBy] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  /** The version the form loaded, sent with the update so that a newer save by someone else is not overwritten. */
  const [loadedVersion, setLoadedVersion] = useState<string | undefined>(undefined);
  const setId = set?.id;

  useEffect(() => {
    if (!visible) return;
    setInitialValues(NEW_SET);
    setImages([]);
    setUsedBy([]);
    if (setId === undefined) return;
    setLoading(true);
    server
      .resource('pictureIt')
      .detail({ id: setId })
      .then((detail) => {
        setLoadedVersion(detail.updatedAt);
        setInitialValues({ name: detail.name, instructions: detail.instructions ?? '', status: detail.status });
        setImages(detail.images.map((i) => ({ fileId: i.fileId, fileName: i.fileName, caption: i.caption ?? '' })));
        setUsedBy(detail.questions.map((q) => q.text));
      })
      .catch(() => onClose())
      .finally(() => setLoading(false));
  }, [visible, setId, server, onClose]);

  // A refusal is the client's toast and keeps the form open; a set saved by someone else since it opened offers the
  // newer version (FormModal's onStaleEdit).
  const submit = async (values: SetFormValues) => {
    const body = {
      name: values.name.trim(),
      instructions: values.instructions?.trim() || null,
      status: values.status,
      images: images.map((i) => ({ fileId: i.fileId, caption: i.caption.trim() || null })),
    };
    if (setId !== undefined)
      await server.resource('pictureIt').update({ id: setId, ...(loadedVersion ? { updatedAt: loadedVersion } : {}), ...body });
    else await server.resource('pictureIt').add(body);
    onSaved();
  };

  return (
    <FormModal<SetFormValues>
      visible={visible}
      title={t(set ? 'pictureIt.form.editTitle' : 'pictureIt.form.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={onClose}
      onStaleEdit={onSaved}
      width={720}
    >
      <Spin loading={loading} style={{ width: '100%' }}>
        <Form.Item
          label={t('pictureIt.form.name')}
          field="name"
          rules={[{ required: true, message: t('pictureIt.form.nameRequired') }, { maxLength: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t('pictureIt.form.instructions')}
          field="instructions"
          extra={t('pictureIt.form.instructionsHint')}
          rules={[{ maxLength: 2000 }]}
        >
          <AutoSizeTextArea maxLength={2000} minRows={2} maxRows={5} />
        </Form.Item>
        <StatusFormItem page="pictureIt" />
        <Form.Item label={t('pictureIt.form.images')}>
          <ImagesEditor value={images} onChange={setImages} />
        </Form.Item>
        {usedBy.length > 0 && (
          <Form.Item label={t('pictureIt.form.usedBy', { n: usedBy.length })}>
            {usedBy.map((text, index) => (
              <Typography.Paragraph key={index} style={{ margin: 0 }}>
                {text}
              </Typography.Paragraph>
            ))}
          </Form.Item>
        )}
      </Spin>
    </FormModal>
  );
}
