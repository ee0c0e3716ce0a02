import { useRef, useState } from 'react';
import { Button, Input, Message, Space, Upload } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconUpload } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { moveItem } from '@backoffice/console-core';
import { fileTransfers } from '../../setting/file/api';
import { FilePreview } from './FilePreview';

/** One image in the editor: the uploaded file and its caption. */
export interface EditableImage {
  fileId: number;
  fileName: string;
  caption: string;
}

/** The ordered images of a set: upload (through the file module), caption, move up/down, remove. */
export function ImagesEditor({ value, onChange }: { value: EditableImage[]; onChange(images: EditableImage[]): void }) {
  const t = useT();
  const server = useApi();
  const [uploading, setUploading] = useState(0);
  // Several uploads may finish in any order: each appends to the latest list, not the one it started from.
  const latest = useRef(value);
  const onChangeLatest = useRef(onChange);
  latest.current = value;
  onChangeLatest.current = onChange;

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      const record = await fileTransfers(server).upload(file);
      if (!record.mime.startsWith('image/')) {
        Message.error(t('pictureIt.form.notImage', { name: record.name }));
        return;
      }
      latest.current = [...latest.current, { fileId: record.id, fileName: record.name, caption: '' }];
      onChangeLatest.current(latest.current);
    } catch {
      // The client has shown the server's message (too large, unsupported type).
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const patch = (index: number, caption: string) => onChange(value.map((img, i) => (i === index ? { ...img, caption } : img)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((img, index) => (
        <Space key={`${img.fileId}-${index}`} align="center" data-testid="picture-it-image">
          <FilePreview fileId={img.fileId} alt={img.caption || img.fileName} size={56} />
          <Input
            aria-label={t('pictureIt.form.caption', { n: index + 1 })}
            placeholder={t('pictureIt.form.captionHint')}
            maxLength={200}
            style={{ width: 260 }}
            value={img.caption}
            onChange={(caption) => patch(index, caption)}
          />
          <Button
            aria-label={t('pictureIt.form.up')}
            icon={<IconArrowUp />}
            disabled={index === 0}
            onClick={() => onChange(moveItem(value, index, -1))}
          />
          <Button
            aria-label={t('pictureIt.form.down')}
            icon={<IconArrowDown />}
            disabled={index === value.length - 1}
            onClick={() => onChange(moveItem(value, index, 1))}
          />
          <Button
            aria-label={t('pictureIt.form.remove')}
            icon={<IconDelete />}
            status="danger"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        showUploadList={false}
        customRequest={({ file }) => void upload(file)}
      >
        <Button icon={<IconUpload />} loading={uploading > 0}>
          {t('pictureIt.form.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
