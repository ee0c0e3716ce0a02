import { useEffect, useRef, useState } from 'react';
import { Modal, Spin } from '@arco-design/web-react';
import type { FileRecord } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { fileTransfers } from './api';

/** Shows an image file: fetched as a blob with the token, displayed from an object URL (revoked on close). */
export function PreviewModal({ file, onClose }: { file: FileRecord | null; onClose(): void }) {
  const t = useT();
  const api = fileTransfers(useApi());
  const [url, setUrl] = useState<string | null>(null);
  const requestId = useRef(0);
  const load = useRef(api.preview);
  load.current = api.preview;

  useEffect(() => {
    if (!file) return;
    const id = ++requestId.current;
    let objectUrl: string | null = null;
    setUrl(null);
    load
      .current(file.id)
      .then(({ blob }) => {
        if (id !== requestId.current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);

  return (
    <Modal
      visible={Boolean(file)}
      title={file?.name ?? ''}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 'min(900px, 96vw)' }}
    >
      <div style={{ textAlign: 'center', minHeight: 120 }}>
        {url ? (
          <img src={url} alt={t('file.preview.alt', { name: file?.name ?? '' })} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
        ) : (
          <Spin />
        )}
      </div>
    </Modal>
  );
}
